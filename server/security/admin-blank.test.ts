// Attack: the admin kept its own copy of the quadratic `isBlank` (/<[^>]*>/g rescans to the end from
// every unclosed '<'), so pasting or loading one long "<<<<..." text froze the editor's tab for minutes
// (issue 12 item 6). The admin now uses the server's one-pass check. No time is measured: with the old
// copy, the 300,000-character case alone runs for minutes and the test times out.
import { describe, expect, it } from 'vitest';
import { isBlank as adminIsBlank } from '../../admin/src/hooks/useTexts.ts';
import { isBlank as serverIsBlank } from '../lib/document-input.ts';

describe("the admin's isBlank", () => {
  it('is the linear check the server uses', () => {
    expect(adminIsBlank).toBe(serverIsBlank);
  });

  it('answers the worst input at once and as before', () => {
    expect(adminIsBlank('<'.repeat(300_000))).toBe(false);
    expect(adminIsBlank('<p>'.repeat(100_000))).toBe(true);
    expect(adminIsBlank('<p>&nbsp;\u00a0</p>')).toBe(true);
    expect(adminIsBlank('<p>x</p>')).toBe(false);
  });
});
