// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, useFormDraft } from '../../../../src/features/consign/form-draft';
import { EMPTY_EXPRESS, expressDraft } from '../../../../src/features/consign/express-form';

describe('useFormDraft: nothing typed is lost by a reload', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what is typed and offers it again on the next visit', () => {
    const first = renderHook(() => useFormDraft('delivery:3', expressDraft, EMPTY_EXPRESS));
    expect(first.result.current.restored).toBe(false);
    act(() => first.result.current.set((d) => ({ ...d, expressNo: 'SF1234567890' })));
    first.unmount();

    const again = renderHook(() => useFormDraft('delivery:3', expressDraft, EMPTY_EXPRESS));
    expect(again.result.current.restored).toBe(true);
    expect(again.result.current.value.expressNo).toBe('SF1234567890');

    act(() => again.result.current.clear());
    expect(localStorage.getItem(draftKey('delivery:3'))).toBe(null);
    expect(again.result.current.value).toEqual(EMPTY_EXPRESS);
  });

  it('ignores a stored copy of the wrong shape, and writes nothing before a keystroke', () => {
    localStorage.setItem(draftKey('delivery:4'), '{"expressNo":42}');
    const { result } = renderHook(() => useFormDraft('delivery:4', expressDraft, EMPTY_EXPRESS));
    expect(result.current.restored).toBe(false);
    expect(result.current.value).toEqual(EMPTY_EXPRESS);
    expect(localStorage.getItem(draftKey('delivery:5'))).toBe(null);
  });
});
