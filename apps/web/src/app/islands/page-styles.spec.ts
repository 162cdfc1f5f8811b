import { describe, expect, it } from '@jest/globals';
import { pageStyles } from './page-styles';
import { pageStylesIndex } from './style-pieces';

const css = [
  ':root{color:red}',
  '.card{padding:1px}',
  '.admin{margin:0}',
  '.card .title,.admin .title{font-weight:700}',
  '.menu:not(.open){display:none}',
  '.link[href$=".pdf"]{color:blue}',
  '@media (min-width:768px){.card{padding:2px}.admin{margin:1px}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.toast{top:0}',
].join('');

describe('pageStyles', () => {
  const index = pageStylesIndex(css, 'const classes = `toast`;');

  it("keeps, in the stylesheet's order, the rules the page's classes and its islands' can match", () => {
    const styles = pageStyles(index, '<main class="card"><h2 class="title">t</h2><p class="menu link">x</p></main>');
    expect(styles).toBe(
      [
        ':root{color:red}',
        '.card{padding:1px}',
        '.card .title,.admin .title{font-weight:700}',
        '.menu:not(.open){display:none}',
        '.link[href$=".pdf"]{color:blue}',
        '@media (min-width:768px){.card{padding:2px}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
        '.toast{top:0}',
      ].join(''),
    );
  });

  it('leaves out a media query none of whose rules apply, and classes the page does not have', () => {
    const styles = pageStyles(index, '<p class="other">x</p>');
    expect(styles).not.toContain('@media');
    expect(styles).not.toContain('.card');
    expect(styles).not.toContain('.admin');
    expect(styles).toContain('.toast{top:0}');
  });

  it("names as always present only the islands' tokens that are classes of the stylesheet", () => {
    expect(index.alwaysClasses).toEqual(['toast']);
  });
});
