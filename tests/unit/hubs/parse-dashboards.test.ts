import { describe, expect, it } from 'vitest';
import { isNoDashboardsResponse, parseDashboards } from '../../../core/hubs/fetch-hubs';
import { WRONG_SHAPES } from '../../../demo/lib/wrong-shapes.mjs';

describe('parseDashboards (spec §7)', () => {
  it('reads the success envelope, ignoring extra fields', () => {
    expect(
      parseDashboards({
        succeeded: true,
        result: [
          { title: 'Rental Property', href: '/post-purchase-dashboard/RESLSE', startedAt: 'x' },
        ],
        errors: [],
      }),
    ).toEqual({
      succeeded: true,
      result: [{ title: 'Rental Property', href: '/post-purchase-dashboard/RESLSE' }],
      errors: [],
    });
  });

  it('reads the "no dashboards" envelope: result null is an empty list', () => {
    const response = parseDashboards({
      succeeded: false,
      result: null,
      errors: ['No dashboards found for secure id S-2'],
    });
    expect(response).toEqual({
      succeeded: false,
      result: [],
      errors: ['No dashboards found for secure id S-2'],
    });
    expect(isNoDashboardsResponse(response)).toBe(true);
  });

  it('tells other failures apart from "no dashboards"', () => {
    expect(
      isNoDashboardsResponse(parseDashboards({ succeeded: false, errors: ['Server error'] })),
    ).toBe(false);
  });

  it('drops items that do not fit and caps long titles at 200 characters', () => {
    const { result } = parseDashboards({
      succeeded: true,
      result: [
        null,
        'Rental Property',
        { title: 'No href' },
        { href: 42 },
        { title: ' ', href: '/x' },
        { title: 't'.repeat(100_000), href: '/long' },
        { title: ' Sales & Loans ', href: ' /post-purchase-dashboard/BOS ' },
      ],
    });
    expect(result).toEqual([
      { title: 't'.repeat(200), href: '/long' },
      { title: 'Sales & Loans', href: '/post-purchase-dashboard/BOS' },
    ]);
  });

  it.each([
    ['not an object', 'x'],
    ['"succeeded" as a string', { succeeded: 'true', result: [] }],
    ['"result" not a list', { succeeded: true, result: {} }],
    ['"errors" not a list', { succeeded: true, result: [], errors: 'none' }],
  ])('throws for %s', (_label, body) => {
    expect(() => parseDashboards(body)).toThrow(/^Dashboards response/);
  });

  it('throws for the demo server\'s "wrong-shape" body', () => {
    expect(() => parseDashboards(WRONG_SHAPES.dashboards?.())).toThrow();
  });
});
