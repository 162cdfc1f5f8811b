import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CompanyContext } from '../../shared/company/company';
import { chosenOtherLanguage } from '../../shared/i18n/stored-language';
import type { IslandInstance } from '../../shared/islands/island';
import { hasSessionHint } from '../../shared/session/session-hint';
import { readPageData } from '../page-data';
import { islands, type IslandDeclaration } from './islands';
import { IslandTextsContext } from './island-i18n';
import type { IslandsPayload } from './islands-payload';

/**
 * The browser's entry on public pages (issue 17): no application, no router, no i18next. Each
 * island of the server's markup hydrates as its own React root with the texts and props the
 * server put beside it; islands below the fold when they come into view.
 */
function start(): void {
  const payload = readPageData<IslandsPayload>();
  if (!payload) throw new Error('A page served with islands has no #page-data');
  if (payload.twin && chosenOtherLanguage(payload.language)) {
    // The visitor chose the other language before: its twin page instead (spec: canonical scheme).
    window.location.replace(payload.twin + window.location.search + window.location.hash);
    return;
  }
  // No StrictMode: this entry is only ever built for production, where it checks nothing.
  const wrap = (Session: ComponentType<{ children: ReactNode }> | null, content: ReactNode) => (
    <IslandTextsContext value={{ language: payload.language, texts: payload.texts }}>
      <CompanyContext value={payload.company}>{Session ? <Session>{content}</Session> : content}</CompanyContext>
    </IslandTextsContext>
  );
  const sessionHint = hasSessionHint();
  const atOnce: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island: IslandInstance | undefined = payload.islands[element.dataset.island ?? ''];
    if (!island) continue;
    const spec: IslandDeclaration = islands[island.name];
    const reveal = spec.reveal?.(element, payload);
    let revealing: number | undefined;
    if (reveal) {
      const show = () => {
        element.hidden = false;
        reveal.shown?.();
      };
      if (reveal.after) revealing = window.setTimeout(show, reveal.after);
      else show();
    } else if (spec.reveal) {
      element.replaceChildren();
      if (!spec.wakeOn) continue;
    }
    const hydrate = async () => {
      // Woken before its time: it shows now (what it shows is up to it from here).
      window.clearTimeout(revealing);
      element.hidden = false;
      const [Component, Session] = await Promise.all([
        spec.load(),
        spec.session ? import('./island-session').then((module) => module.islandSessionProvider(sessionHint)) : null,
      ]);
      await new Promise<void>((hydrated) => {
        const content = (
          <>
            <Component {...island.props} />
            <Hydrated element={element} then={hydrated} />
          </>
        );
        hydrateRoot(element, wrap(Session, content), {
          onRecoverableError: (error) => console.error(`The island ${island.name} did not hydrate; it rendered afresh`, error),
        });
      });
    };
    const start = heldUntilHydrated(element, hydrate, spec.wakeOn);
    if (spec.session && sessionHint) atOnce.push(start());
    else if (spec.when === 'visible') whenVisible(element, start);
    else if (spec.when === 'touch') whenTouched(element, start);
    else atOnce.push(start());
  }
  // As the application does: the page answers clicks now (the browser tests wait for it).
  void Promise.all(atOnce).then(() => (document.documentElement.dataset.appReady = ''));
  focusAddressedSection();
  // Only the blog's pages have images with a fallback: their code comes with them.
  if (document.querySelector('img[data-fallback-src]')) void import('./image-fallback').then((module) => module.fallBackBrokenImages());
}

/** Marks its island hydrated (`data-hydrated`, which the browser tests of islands below the fold wait for). */
function Hydrated({ element, then }: { element: HTMLElement; then: () => void }) {
  useEffect(() => {
    element.dataset.hydrated = '';
    then();
  }, [element, then]);
  return null;
}

/**
 * What starts an island's hydration (`hydrate`, once, however often it is called; `wakeOn`, a
 * window event, starts it too). Until it has hydrated, a click on one of its buttons (which do
 * nothing without it) is held and then made again on the same button, as is `wakeOn`: hydration
 * keeps the server's elements, now with their handlers. Its links are ordinary links and go at once.
 */
function heldUntilHydrated(element: HTMLElement, hydrate: () => Promise<void>, wakeOn?: string): () => Promise<void> {
  const held: HTMLButtonElement[] = [];
  let woken = false;
  let hydrating: Promise<void> | null = null;
  const start = () =>
    (hydrating ??= hydrate().then(() => {
      element.removeEventListener('click', hold, true);
      if (wakeOn) window.removeEventListener(wakeOn, wake);
      for (const button of held.splice(0)) button.click();
      if (woken && wakeOn) window.dispatchEvent(new Event(wakeOn));
    }));
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    // Not even React's own listener on this element: it would replay the click as well.
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
    void start();
  };
  const wake = () => {
    woken = true;
    void start();
  };
  element.addEventListener('click', hold, true);
  if (wakeOn) window.addEventListener(wakeOn, wake, { once: true });
  return start;
}

/** Starts the island's hydration once its content comes into view (its own element takes no box). */
function whenVisible(element: HTMLElement, start: () => Promise<void>): void {
  const target = element.firstElementChild ?? element;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    },
    { rootMargin: '0px' },
  );
  observer.observe(target);
}

/** What reaching an island starts its hydration with: a pointer over or on it, focus in it, a key. */
const TOUCHES = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** Starts the island's hydration when a pointer or the keyboard first reaches it. */
function whenTouched(element: HTMLElement, start: () => Promise<void>): void {
  const touched = () => {
    for (const type of TOUCHES) element.removeEventListener(type, touched, true);
    void start();
  };
  for (const type of TOUCHES) element.addEventListener(type, touched, { capture: true, passive: true });
}

/**
 * Following a link to a section that takes focus (the footer's contact details, `tabindex=-1`)
 * moves keyboard and screen-reader users there, not only the view, as the application's footer does.
 */
function focusAddressedSection(): void {
  const focus = () => {
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (target?.getAttribute('tabindex') === '-1') target.focus();
  };
  window.addEventListener('hashchange', focus);
  focus();
}

start();
