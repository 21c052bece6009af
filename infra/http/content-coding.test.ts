import { describe, expect, it } from 'vitest';
import { acceptedCodings } from './content-coding.js';

const accepted = (header: string | undefined) => [...acceptedCodings(header)].sort();

describe('Accept-Encoding', () => {
  it('allows the codings a browser lists, whatever else it lists', () => {
    expect(accepted('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(accepted('GZIP')).toEqual(['gzip']);
    expect(accepted(' br ;q=0.5 , gzip;q=1')).toEqual(['br', 'gzip']);
  });

  it('allows nothing compressed without the header, for identity, or for codings weighted zero', () => {
    expect(accepted(undefined)).toEqual([]);
    expect(accepted('')).toEqual([]);
    expect(accepted('identity')).toEqual([]);
    expect(accepted('br;q=0, gzip;q=0.0')).toEqual([]);
  });

  it('reads * as every coding not listed by name', () => {
    expect(accepted('*')).toEqual(['br', 'gzip']);
    expect(accepted('*;q=0.1, br;q=0')).toEqual(['gzip']);
    expect(accepted('gzip, *;q=0')).toEqual(['gzip']);
  });

  it('treats an unreadable weight as a refusal', () => {
    expect(accepted('br;q=high, gzip')).toEqual(['gzip']);
  });
});
