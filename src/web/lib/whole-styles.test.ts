import { afterEach, describe, expect, it } from 'vitest';
import { WHOLE_STYLES_ATTRIBUTE } from '#contracts/server-rendering';
import { applyWholeStyles } from './whole-styles.ts';

describe('applyWholeStyles', () => {
  afterEach(() => document.head.replaceChildren());

  const printLink = () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.media = 'print';
    link.setAttribute(WHOLE_STYLES_ATTRIBUTE, '');
    document.head.append(link);
    return link;
  };

  it('applies a whole stylesheet to the screen at once when it has loaded, and once it loads when not yet', () => {
    const loaded = printLink();
    Object.defineProperty(loaded, 'sheet', { value: {} });
    const loading = printLink();
    const other = document.createElement('link');
    other.rel = 'stylesheet';
    other.media = 'print';
    document.head.append(other);

    applyWholeStyles(document);
    expect(loaded.media).toBe('all');
    expect(loading.media).toBe('print');
    loading.dispatchEvent(new Event('load'));
    expect(loading.media).toBe('all');
    expect(other.media).toBe('print');
  });
});
