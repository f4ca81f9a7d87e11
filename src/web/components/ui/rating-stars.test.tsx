import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './rating-stars.tsx';

describe('RatingStars', () => {
  it('reads the rounded rating and fills that many of five stars', () => {
    render(<RatingStars rating={3.6} />);
    const stars = screen.getByRole('img', { name: 'Note : 4 sur 5' });
    const uses = [...stars.querySelectorAll('use')];
    expect(uses).toHaveLength(5);
    expect(uses.map((use) => use.classList.contains('fill-amber-400'))).toEqual([true, true, true, true, false]);
  });

  it('draws the star once per rating, under an id of its own on a page of several', () => {
    const { container } = render(
      <>
        <RatingStars rating={5} />
        <RatingStars rating={1} />
      </>,
    );
    const drawings = [...container.querySelectorAll('svg')];
    const ids = drawings.map((drawing) => drawing.querySelector('defs path')?.id);
    expect(new Set(ids).size).toBe(2);
    drawings.forEach((drawing, index) => {
      expect(drawing.querySelectorAll('path')).toHaveLength(1);
      for (const use of drawing.querySelectorAll('use')) expect(use.getAttribute('href')).toBe(`#${ids[index]}`);
    });
  });
});
