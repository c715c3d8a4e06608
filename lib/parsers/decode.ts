// Bytes → text: UTF-8 when it is valid (with or without BOM), otherwise the legacy encoding the
// bytes look like (GBK, Shift_JIS, windows-1251, … as used by the blogs our users paste).
import chardet from 'chardet';

const LEGACY: Record<string, string> = {
  GB18030: 'gb18030',
  GBK: 'gbk',
  GB2312: 'gbk',
  Big5: 'big5',
  Shift_JIS: 'shift_jis',
  'EUC-JP': 'euc-jp',
  'EUC-KR': 'euc-kr',
  'ISO-2022-JP': 'iso-2022-jp',
  'windows-1251': 'windows-1251',
  'KOI8-R': 'koi8-r',
  'ISO-8859-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
};

export type Decoded = { text: string; encoding: string };

export function decodeBytes(bytes: Uint8Array): Decoded {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // not UTF-8: fall through to detection
  }
  const guesses = chardet.analyse(bytes.subarray(0, 65536));
  for (const guess of guesses) {
    const label = LEGACY[guess.name];
    if (!label) continue;
    try {
      return { text: new TextDecoder(label, { fatal: true }).decode(bytes), encoding: label };
    } catch {
      // try the next candidate
    }
  }
  return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8 (with invalid bytes replaced)' };
}
