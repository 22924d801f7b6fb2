// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postTo, download, displayFile } from '../../../core/navigation';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('postTo', () => {
  it('posts a hidden form with the field map and target, then removes it', () => {
    const submitted: { action: string; target: string; fields: Record<string, string> }[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      expect(this.isConnected).toBe(true);
      submitted.push({
        action: this.getAttribute('action') ?? '',
        target: this.target,
        fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>),
      });
    });
    postTo('/docs/1/post.aspx', { wdid: '1', format: 'html' }, '_blank');
    expect(submitted).toEqual([
      { action: '/docs/1/post.aspx', target: '_blank', fields: { wdid: '1', format: 'html' } },
    ]);
    expect(document.querySelector('form')).toBeNull();
  });

  it('rejects an empty url with the spec text', () => {
    expect(() => postTo('', {})).toThrow('postTo called with no url');
  });
});

describe('download', () => {
  it('rejects empty input with the spec texts', () => {
    expect(() => download('', 'x')).toThrow('download called with no filename');
    expect(() => download('a.txt', '')).toThrow('download called with no content');
    expect(() => download('a.txt', null)).toThrow('download called with no content');
  });

  it('clicks a download link for a blob URL and revokes it later', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.download}@${this.href}`);
    });
    download('a.txt', 'hello', 'text/plain');
    expect(clicks).toEqual(['a.txt@blob:1']);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:1');
  });
});

describe('displayFile', () => {
  it('rejects empty content with the spec text', () => {
    expect(() => displayFile('')).toThrow('displayFile called with no content');
    expect(() => displayFile(undefined)).toThrow('displayFile called with no content');
  });

  it('opens the content as a blob URL', () => {
    Object.assign(URL, { createObjectURL: () => 'blob:2', revokeObjectURL: () => {} });
    const open = vi.fn();
    displayFile('%PDF', 'application/pdf', open);
    expect(open).toHaveBeenCalledWith('blob:2');
  });
});
