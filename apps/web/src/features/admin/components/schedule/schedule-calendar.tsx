import type { ScheduledVisitFragment } from '@mmt/graphql';
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { todayIso } from '../../../../shared/format/format';
import { useNow } from '../../../../shared/hooks/use-now';
import { paths } from '../../../../shared/paths';
import { clashesOf, clockTime, durationOf, hoursShown, inLanes, palmaMinutes, SLOT_MINUTES, snapStart, stillToDo } from '../../lib/calendar-layout';
import * as styles from './schedule-calendar.css';

/** A column of the grid: a day of the week, or a technician on one day. */
export interface CalendarColumn {
  key: string;
  /** Written at its top. */
  label: string;
  /** Said when a visit is moved onto it ("martes 02/12", "Ana"). */
  spoken: string;
  day: string;
  /** The technician the column is of (the day view): a visit dropped on it goes to them. */
  technicianId?: string;
  visits: readonly ScheduledVisitFragment[];
}

/** Where a visit was dropped: the fields of `moveVisit` that change. */
export interface MoveTarget {
  date: string;
  startTime: string;
  endTime: string;
  technicianIds: string[];
}

interface Block {
  key: string;
  visit: ScheduledVisitFragment;
  column: number;
  start: number;
  duration: number;
}

/** Where a block is while it is moved (by pointer or keyboard) or saved. */
interface Place {
  key: string;
  column: number;
  start: number;
}

const blockKey = (visit: ScheduledVisitFragment, column: CalendarColumn) => `${visit.id}:${column.key}`;
/** A pointer must travel this far (px) before a press on a visit becomes a drag. */
const DRAG_THRESHOLD = 5;
const PX_PER_MINUTE = styles.HOUR_PX / 60;

/**
 * The share of its column a visit in one of `lanes` overlapping lanes takes: wider than its lane
 * (the next lane's visit laid over its right side), so that a squeezed visit still shows its time and title.
 */
const widthOf = (lane: number, lanes: number) => (lanes === 1 ? 1 : Math.min(1.6 / lanes, 1 - lane / lanes));

/** A window as the grid writes it, 09:00–11:00; its end hidden (not from screen readers) in a narrow visit. */
function WindowText({ place, duration }: { place: Place; duration: number }) {
  return (
    <span>
      {clockTime(place.start)}
      <span className={styles.windowEnd}>–{clockTime(place.start + duration)}</span>
    </span>
  );
}

/**
 * The schedule's time grid: a column per day or per technician, each visit a block at its time.
 * A visit still to do is dragged (pointer) or moved with the keyboard from its time (Space, the
 * arrows, Space) to another time and column; where it would double-book a technician it says so
 * as it moves. `onMove` saves (and asks about overlaps); the block stays where it was dropped
 * until it settles. `shown`: the one column a phone shows, null for all.
 */
export function ScheduleCalendar({
  columns,
  shown,
  onShow,
  visits,
  showTechnicians,
  onMove,
  onEdit,
}: {
  columns: readonly CalendarColumn[];
  shown: string | null;
  onShow: (key: string) => void;
  /** Every visit loaded (the week's): what a move could clash with. */
  visits: readonly ScheduledVisitFragment[];
  showTechnicians: boolean;
  onMove: (visit: ScheduledVisitFragment, target: MoveTarget) => Promise<void>;
  onEdit: (visit: ScheduledVisitFragment) => void;
}) {
  const { t } = useTranslation('admin');
  const instructionsId = useId();
  const areaRef = useRef<HTMLUListElement>(null);
  const pointer = useRef<{ id: number; x: number; y: number; moved: boolean; area: DOMRect; block: Block } | null>(null);
  const [moving, setMoving] = useState<(Place & { keyboard: boolean }) | null>(null);
  const [saving, setSaving] = useState<Place | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The handle to focus once a visit moved with the keyboard has settled in its new column. */
  const refocus = useRef<string | null>(null);
  const now = useNow(60_000);

  const hours = hoursShown(visits);
  const visible = shown === null ? columns : columns.filter((column) => column.key === shown);
  const toDo = visits.filter(stillToDo);
  const blocks: Block[] = columns.flatMap((column, index) =>
    column.visits.map((visit) => ({ key: blockKey(visit, column), visit, column: index, start: palmaMinutes(visit.startsAt), duration: durationOf(visit) })),
  );
  const placeOf = (block: Block): Place =>
    moving?.key === block.key ? moving : saving?.key === block.key ? saving : { key: block.key, column: block.column, start: block.start };

  /** The visit's technicians once on `column`: in the day view, the column's technician instead of the one it came from. */
  const techniciansOn = (block: Block, column: CalendarColumn) => {
    const from = columns[block.column].technicianId;
    const ids = block.visit.technicians.map((technician) => (technician.id === from && column.technicianId ? column.technicianId : technician.id));
    return [...new Set(ids)];
  };
  const clashes = (block: Block, place: Place) => {
    const column = columns[place.column];
    const window = {
      visitId: block.visit.id,
      day: column.day,
      start: place.start,
      end: place.start + block.duration,
      technicianIds: techniciansOn(block, column),
    };
    return clashesOf(window, toDo, (instant) => todayIso(new Date(instant)));
  };
  const clashText = (found: ReturnType<typeof clashes>) =>
    found.length ? t('schedule.clash', { names: [...new Set(found.flatMap((clash) => clash.technicians))].join(', '), job: found[0].visit.jobTitle }) : '';
  const windowText = (place: Place, block: Block) => `${clockTime(place.start)}–${clockTime(place.start + block.duration)}`;
  const say = (key: 'picked' | 'over' | 'dropped' | 'cancelled', block: Block, place: Place) =>
    setAnnouncement(
      [
        t(`schedule.drag.${key}`, { job: block.visit.jobTitle, column: columns[place.column].spoken, window: windowText(place, block) }),
        key === 'cancelled' ? '' : clashText(clashes(block, place)),
      ]
        .filter(Boolean)
        .join(' '),
    );

  async function drop(block: Block, place: Place, keyboard: boolean) {
    setMoving(null);
    if (place.column === block.column && place.start === block.start) {
      say('cancelled', block, place);
      return;
    }
    const column = columns[place.column];
    say('dropped', block, place);
    setSaving(place);
    if (keyboard) refocus.current = blockKey(block.visit, column);
    try {
      await onMove(block.visit, {
        date: column.day,
        startTime: clockTime(place.start),
        endTime: clockTime(place.start + block.duration),
        technicianIds: techniciansOn(block, column),
      });
    } finally {
      setSaving(null);
    }
  }

  // A visit moved with the keyboard lands in another column as another block: its handle takes the focus back.
  useEffect(() => {
    if (!refocus.current || saving) return;
    const handle = areaRef.current?.querySelector<HTMLElement>(`[data-handle="${CSS.escape(refocus.current)}"]`);
    handle?.focus();
    // Not taken while a dialog (the overlap question) still holds the focus: tried again on the next render.
    if (handle && document.activeElement === handle) refocus.current = null;
  });

  function onKeyDown(event: KeyboardEvent, block: Block) {
    const place = placeOf(block);
    if (!moving || moving.key !== block.key) {
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        setMoving({ ...place, keyboard: true });
        say('picked', block, place);
      }
      return;
    }
    const steps: Record<string, [number, number]> = { ArrowUp: [0, -SLOT_MINUTES], ArrowDown: [0, SLOT_MINUTES], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (event.key in steps) {
      event.preventDefault();
      const [columnStep, minutes] = steps[event.key];
      const next = {
        ...moving,
        column: Math.max(0, Math.min(columns.length - 1, moving.column + columnStep)),
        start: snapStart(moving.start + minutes, block.duration, hours),
      };
      setMoving(next);
      if (shown !== null && columns[next.column].key !== shown) onShow(columns[next.column].key);
      say('over', block, next);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      void drop(block, moving, true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setMoving(null);
      say('cancelled', block, { key: block.key, column: block.column, start: block.start });
    }
  }

  /** Where the pointer has taken a block: the visible column under it, the start moved by its travel. */
  const pointedPlace = (event: PointerEvent, drag: NonNullable<typeof pointer.current>): Place => {
    const index = Math.floor(((event.clientX - drag.area.left) / drag.area.width) * visible.length);
    const column = columns.indexOf(visible[Math.max(0, Math.min(visible.length - 1, index))]);
    return { key: drag.block.key, column, start: snapStart(drag.block.start + (event.clientY - drag.y) / PX_PER_MINUTE, drag.block.duration, hours) };
  };

  function onPointerDown(event: PointerEvent<HTMLLIElement>, block: Block) {
    const target = event.target as Element;
    if (event.button !== 0 || saving || target.closest('a, [data-edit]')) return;
    // On a touch screen only the handle drags: a finger elsewhere on the visit scrolls the page.
    if (event.pointerType === 'touch' && !target.closest('[data-handle]')) return;
    pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false, area: areaRef.current!.getBoundingClientRect(), block };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLLIElement>) {
    const drag = pointer.current;
    if (!drag || drag.id !== event.pointerId) return;
    if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_THRESHOLD) return;
    drag.moved = true;
    setMoving({ ...pointedPlace(event, drag), keyboard: false });
  }

  function onPointerUp(event: PointerEvent<HTMLLIElement>) {
    const drag = pointer.current;
    if (!drag || drag.id !== event.pointerId) return;
    pointer.current = null;
    if (drag.moved) void drop(drag.block, pointedPlace(event, drag), false);
  }

  function onPointerCancel() {
    pointer.current = null;
    setMoving(null);
  }

  // Side by side where they overlap, column by column as they are placed now (the one moving takes its column's width).
  const lanesOf = new Map<string, { lane: number; lanes: number }>(
    visible.flatMap((column) => {
      const index = columns.indexOf(column);
      const here = blocks.filter((block) => placeOf(block).column === index && moving?.key !== block.key);
      const moved = blocks
        .filter((block) => placeOf(block).column === index && moving?.key === block.key)
        .map((block) => [block.key, { lane: 0, lanes: 1 }] as const);
      return [
        ...inLanes(here.map((block) => ({ key: block.key, start: placeOf(block).start, end: placeOf(block).start + block.duration }))).map(
          (span) => [span.key, span] as const,
        ),
        ...moved,
      ];
    }),
  );
  const today = todayIso(new Date(now));
  const nowMinutes = palmaMinutes(new Date(now).toISOString());
  // Columns narrower than this make the grid scroll sideways (many technicians on a phone).
  const columnMin = shown === null && visible.length > 1 ? '7.5rem' : '0px';
  const left = (index: number) => `calc(${index} * 100% / ${visible.length})`;
  const hourMarks = Array.from({ length: Math.ceil((hours.to - hours.from) / 60) }, (_, index) => hours.from + index * 60);

  return (
    <div className={styles.calendar}>
      <div style={{ minWidth: `calc(${styles.GUTTER} + ${visible.length} * ${columnMin})` }}>
        <div className={styles.header} style={{ gridTemplateColumns: `${styles.GUTTER} repeat(${visible.length}, minmax(0, 1fr))` }} aria-hidden="true">
          <span />
          {visible.map((column) => (
            <span
              key={column.key}
              className={column.day === today && !column.technicianId ? `${styles.columnHeader} ${styles.todayHeader}` : styles.columnHeader}
              title={column.label}
              data-testid="schedule-column"
            >
              {column.label}
            </span>
          ))}
        </div>
        <div className={styles.body} style={{ height: ((hours.to - hours.from) / 60) * styles.HOUR_PX }}>
          <div className={styles.gutter} aria-hidden="true">
            {hourMarks.map((minutes) => (
              <span key={minutes} className={styles.hourLabel} style={{ top: ((minutes - hours.from) / 60) * styles.HOUR_PX }}>
                {clockTime(minutes)}
              </span>
            ))}
          </div>
          <ul ref={areaRef} className={styles.area} aria-label={t('schedule.visitsShown')} aria-describedby={instructionsId}>
            {visible.map((column, index) => (
              <li
                key={column.key}
                aria-hidden="true"
                className={column.day === today ? `${styles.lane} ${styles.todayLane}` : styles.lane}
                style={{ left: left(index), width: `calc(100% / ${visible.length})` }}
              />
            ))}
            {visible.map(
              (column, index) =>
                column.day === today &&
                nowMinutes >= hours.from &&
                nowMinutes <= hours.to && (
                  <li
                    key={`now-${column.key}`}
                    aria-hidden="true"
                    className={styles.nowLine}
                    style={{ top: (nowMinutes - hours.from) * PX_PER_MINUTE, left: left(index), width: `calc(100% / ${visible.length})` }}
                  />
                ),
            )}
            {/* In the order they came in, wherever each is now: a visit moved to another column stays the same element, focus and all. */}
            {blocks.map((block) => {
              const place = placeOf(block);
              const column = columns[place.column];
              const laid = lanesOf.get(block.key);
              if (!laid) return null;
              const { lane, lanes: laneCount } = laid;
              const active = moving?.key === block.key;
              const open = stillToDo(block.visit);
              const found = open ? clashes(block, place) : [];
              const classes = [
                styles.block,
                !open && styles.blockState.resolved,
                active && styles.blockState.moving,
                saving?.key === block.key && styles.blockState.saving,
                found.length > 0 && styles.blockState.clash,
              ];
              const windowLabel = windowText(place, block);
              return (
                <li
                  key={block.key}
                  className={classes.filter(Boolean).join(' ')}
                  data-testid="schedule-visit"
                  data-state={block.visit.state}
                  style={{
                    ...({ [styles.LANE]: lane } as CSSProperties),
                    top: (place.start - hours.from) * PX_PER_MINUTE,
                    height: Math.max(block.duration * PX_PER_MINUTE - 2, 22),
                    left: `calc(${left(visible.indexOf(column))} + ${lane} * 100% / ${visible.length} / ${laneCount} + 2px)`,
                    width: `calc(100% / ${visible.length} * ${widthOf(lane, laneCount)} - 4px)`,
                  }}
                  title={`${windowLabel} ${block.visit.jobTitle} · ${block.visit.boat.name}`}
                  onPointerDown={open ? (event) => onPointerDown(event, block) : undefined}
                  onPointerMove={open ? onPointerMove : undefined}
                  onPointerUp={open ? onPointerUp : undefined}
                  onPointerCancel={open ? onPointerCancel : undefined}
                >
                  <div className={styles.row}>
                    {open ? (
                      <button
                        type="button"
                        className={styles.handle}
                        data-handle={block.key}
                        aria-describedby={instructionsId}
                        aria-pressed={active}
                        onKeyDown={(event) => onKeyDown(event, block)}
                        onBlur={() => active && moving.keyboard && setMoving(null)}
                      >
                        <svg className={styles.grip} viewBox="0 0 10 14" aria-hidden="true" focusable="false">
                          {[2, 7, 12].flatMap((y) => [3, 7].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.2" fill="currentColor" />))}
                        </svg>
                        <WindowText place={place} duration={block.duration} />
                      </button>
                    ) : (
                      <span className={styles.handle}>
                        <WindowText place={place} duration={block.duration} />
                      </span>
                    )}
                    {open && (
                      <button
                        type="button"
                        className={styles.moveButton}
                        data-edit
                        onClick={() => onEdit(block.visit)}
                        aria-label={t('schedule.moveVisit', { job: block.visit.jobTitle })}
                        title={t('schedule.moveVisit', { job: block.visit.jobTitle })}
                      >
                        <svg
                          width="12"
                          height="12"
                          viewBox="0 0 24 24"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                          aria-hidden="true"
                          focusable="false"
                        >
                          <path d="M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3" />
                        </svg>
                        <span className={styles.moveWord}>{t('schedule.move')}</span>
                      </button>
                    )}
                  </div>
                  <Link className={styles.title} to={paths.admin.jobs.detail.getHref(block.visit.jobId)} draggable={false}>
                    {block.visit.jobTitle}
                  </Link>
                  {block.visit.jobPriority && <span className={styles.line}>★ {t('jobs.priority')}</span>}
                  <span className={styles.line}>
                    {block.visit.boat.name} · {block.visit.customer.name}
                  </span>
                  {showTechnicians && <span className={styles.line}>{block.visit.technicians.map((technician) => technician.name).join(', ')}</span>}
                  {!open && <span className={styles.line}>{t(`schedule.state.${block.visit.state}`)}</span>}
                  {found.length > 0 && <span className={styles.clashLine}>⚠ {clashText(found)}</span>}
                  <span className={styles.hidden}>{columns[place.column].spoken}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <p id={instructionsId} className={styles.hidden}>
        {t('schedule.drag.instructions')}
      </p>
      <p className={styles.hidden} aria-live="assertive" data-testid="schedule-announcement">
        {announcement}
      </p>
    </div>
  );
}
