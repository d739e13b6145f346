import { describe, expect, it } from 'vitest';
import {
  DATE_OUT_OF_RANGE,
  hasOnlyAllowedCharacters,
  isSingleLine,
  SINGLE_LINE_ONLY,
  TEXT_NOT_ALLOWED,
} from '@/lib/text-rules';
import { dateText, dateTimeText, safeText } from '@/lib/text-schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('the text rule', () => {
  it('refuses NUL and the other C0 control characters but tab and line breaks', () => {
    for (let code = 0; code < 0x20; code += 1) {
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      expect(hasOnlyAllowedCharacters(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(
        allowed,
      );
    }
    expect(hasOnlyAllowedCharacters('Überwachung, 監視カメラ, café ☕')).toBe(true);
  });

  it('refuses half of a surrogate pair, wherever it stands, and keeps whole pairs', () => {
    for (const broken of ['x\udfffy', 'x\ud800y', '\ud83d', '\udcf7', 'end\ud83d', '\udcf7\ud83d']) {
      expect(hasOnlyAllowedCharacters(broken), JSON.stringify(broken)).toBe(false);
    }
    expect(hasOnlyAllowedCharacters('camera 📷 and 🔒')).toBe(true);
    expect(hasOnlyAllowedCharacters('\ud83d\udcf7')).toBe(true);
  });

  it('tells single-line texts from those with a line break', () => {
    expect(isSingleLine('one line\twith a tab')).toBe(true);
    for (const text of ['a\nb', 'a\r\nb', 'a\rb']) expect(isSingleLine(text)).toBe(false);
  });

  it('answers in plain words, one message per text', () => {
    expect(messagesOf(safeText().safeParse('nul\u0000\nbyte'))).toEqual([TEXT_NOT_ALLOWED]);
    expect(messagesOf(safeText().safeParse('two\nlines'))).toEqual([SINGLE_LINE_ONLY]);
    expect(safeText({ multiline: true }).safeParse('two\r\nlines').success).toBe(true);
    expect(messagesOf(safeText({ multiline: true }).safeParse('x\udfffy'))).toEqual([TEXT_NOT_ALLOWED]);
    expect(messagesOf(safeText({ message: 'Name must be text' }).safeParse(12))).toEqual([
      'Name must be text',
    ]);
  });
});

describe('the date rule', () => {
  const dateTime = dateTimeText('Not a date and time');
  const date = dateText({ invalid: 'Not a date', unreal: 'No such day' });

  it('hands a point in time on in UTC, whatever offset it was written with', () => {
    expect(dateTime.parse('2024-05-06T07:08:09+02:00')).toBe('2024-05-06T05:08:09.000Z');
    expect(dateTime.parse('1900-01-01T00:00:00Z')).toBe('1900-01-01T00:00:00.000Z');
    expect(dateTime.parse('2200-12-31T18:59:59.5-05:00')).toBe('2200-12-31T23:59:59.500Z');
  });

  it('refuses years outside 1900-2200, in UTC, and times that do not exist', () => {
    for (const value of ['0000-01-01T00:00:00Z', '9999-12-31T23:00:00-05:00', '2200-12-31T19:00:00-05:00']) {
      expect(messagesOf(dateTime.safeParse(value)), value).toEqual([DATE_OUT_OF_RANGE]);
    }
    for (const value of ['+010000-01-01T00:00:00Z', '2024-02-30T10:00:00Z', '2024-05-06T24:00:00Z', 'soon']) {
      expect(messagesOf(dateTime.safeParse(value)), value).toEqual(['Not a date and time']);
    }
  });

  it('takes a real calendar day between 1900 and 2200', () => {
    expect(date.parse('2024-02-29')).toBe('2024-02-29');
    expect(messagesOf(date.safeParse('2023-02-29'))).toEqual(['No such day']);
    expect(messagesOf(date.safeParse('06/05/2024'))).toEqual(['Not a date']);
    for (const value of ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31']) {
      expect(messagesOf(date.safeParse(value)), value).toEqual([DATE_OUT_OF_RANGE]);
    }
  });
});
