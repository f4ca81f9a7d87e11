import { describe, expect, it } from 'vitest';
import { classesIn, criticalStyles } from './critical-styles.ts';

describe('classesIn', () => {
  it("reads every class of the markup's class attributes, with the entities React writes decoded", () => {
    const html =
      '<div class="flex  p-4"><a class="[&amp;&gt;svg]:size-4 hover:bg-indigo-50" href="/?a=1&amp;b=2">x</a><span class="flex\nw-1/2">class="not-a-class"</span></div>';
    expect([...classesIn(html)].sort()).toEqual(['[&>svg]:size-4', 'flex', 'hover:bg-indigo-50', 'p-4', 'w-1/2']);
  });
});

describe('criticalStyles', () => {
  const css = [
    '/*! tailwindcss */',
    '@layer theme,base,utilities;',
    '@layer base{*,:after{box-sizing:border-box}h1{font-size:2rem}}',
    '@layer utilities{',
    '.flex{display:flex}',
    '.grid{display:grid}',
    '.hover\\:bg-indigo-50:hover{background:#eef}',
    '.w-1\\/2{width:50%}',
    '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
    '.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}',
    ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
    '.only-a:not(.b){color:red}',
    '.x,.y{color:blue}',
    '@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}',
    '}',
    '@property --tw-shadow{syntax:"*";inherits:false}',
    '@keyframes spin{to{transform:rotate(360deg)}}',
  ].join('');
  const stylesFor = criticalStyles(css);

  it('keeps the rules without a class and those whose classes the page carries, in order, and drops the others', () => {
    const styles = stylesFor('<div class="flex sm:flex w-1/2 [&amp;&gt;svg]:size-4 hover:bg-indigo-50"></div>');
    expect(styles).toBe(
      [
        '@layer theme,base,utilities;',
        '@layer base{*,:after{box-sizing:border-box}h1{font-size:2rem}}',
        '@layer utilities{',
        '.flex{display:flex}',
        '.hover\\:bg-indigo-50:hover{background:#eef}',
        '.w-1\\/2{width:50%}',
        '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
        '@media (width>=40rem){.sm\\:flex{display:flex}}',
        '}',
        '@property --tw-shadow{syntax:"*";inherits:false}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ].join(''),
    );
  });

  it('drops an at-rule whose rules all are dropped', () => {
    expect(stylesFor('<p class="flex"></p>')).not.toContain('@media');
  });

  it('needs every class of one selector, one selector of a list, and no class a match does not require', () => {
    const styles = stylesFor('<p class="group-hover:underline only-a y space-y-4"></p>');
    expect(styles).not.toContain('group-hover'); // the ancestor .group is missing
    expect(styles).toContain('.only-a:not(.b){color:red}');
    expect(styles).toContain('.x,.y{color:blue}');
    expect(styles).toContain(':where(.space-y-4>:not(:last-child))');
    expect(stylesFor('<p class="group"><span class="group-hover:underline"></span></p>')).toContain('group-hover\\:underline');
  });
});
