import { describe, expect, it } from 'vitest';
import { captionsDownloadName, srtToVtt, videoCaptionsQuerySchema } from './captions.ts';

const SRT = `1
00:00:00,000 --> 00:00:01,250
Tired of a dim desk?

2
00:00:01,250 --> 00:01:02,900
Bright, warm, and only $29,95
`;

describe('srtToVtt', () => {
  it('adds the WEBVTT header and turns the millisecond comma into a full stop, only in timings', () => {
    expect(srtToVtt(SRT)).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.250\nTired of a dim desk?\n\n00:00:01.250 --> 00:01:02.900\nBright, warm, and only $29,95\n',
    );
  });

  it('reads CRLF files with a byte-order mark and keeps multi-line cues together', () => {
    const crlf = '\uFEFF1\r\n00:00:02,000 --> 00:00:03,000\r\nline one\r\nline two\r\n\r\n';
    expect(srtToVtt(crlf)).toBe('WEBVTT\n\n00:00:02.000 --> 00:00:03.000\nline one\nline two\n');
  });

  it('escapes an arrow inside caption text, which WebVTT would read as a timing', () => {
    expect(srtToVtt('1\n00:00:00,000 --> 00:00:01,000\nA --> B\n')).toContain('\nA --&gt; B\n');
  });

  it('skips blocks without a timing or without text, and an empty file is a bare header', () => {
    expect(srtToVtt('garbage\n\n2\n00:00:00,000 --> 00:00:01,000\n')).toBe('WEBVTT\n\n');
    expect(srtToVtt('')).toBe('WEBVTT\n\n');
  });
});

describe('captions query and names', () => {
  it('defaults to srt, refuses other formats with a message', () => {
    expect(videoCaptionsQuerySchema.parse({})).toEqual({ format: 'srt' });
    expect(videoCaptionsQuerySchema.parse({ format: 'vtt' })).toEqual({ format: 'vtt' });
    const bad = videoCaptionsQuerySchema.safeParse({ format: 'ass' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('format must be srt or vtt');
  });
  it('names the files like the video download', () => {
    expect(captionsDownloadName('abc', 'srt')).toBe('video-abc.srt');
    expect(captionsDownloadName('abc', 'vtt')).toBe('video-abc.vtt');
  });
});
