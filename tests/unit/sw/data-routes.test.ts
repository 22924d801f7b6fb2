import { describe, expect, it } from 'vitest';
import { slimTileTree } from '../../../core/documents/select-recent-documents';
import { keptPart } from '../../../sw/data-routes';

describe('what the worker keeps of each data call (ADR-0088)', () => {
  it('FolderTile: the slim answer; the dashboards: all of it', () => {
    expect(keptPart(new URL('https://host.example/ItemTileService/api/FolderTile'))).toBe(
      slimTileTree,
    );
    expect(
      keptPart(
        new URL(
          'https://host.example/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles?has_started=true',
        ),
      ),
    ).toBeUndefined();
  });
});
