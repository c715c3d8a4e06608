// The machine a benchmark ran on: structured dumps (lscpu, /proc/meminfo, lsblk, uname -a,
// os-release) and the facts people write in prose ("2cpu+4GB内存+单硬盘", "8 ГБ ОЗУ").
import type { FreeLine } from './config';
import type { ParsedHost } from './types';

const LSCPU: [RegExp, (h: ParsedHost, v: string) => void][] = [
  [
    /^Model name:\s+(\S.*)$/,
    (h, v) => {
      h.cpuModel = v;
    },
  ],
  [
    /^CPU\(s\):\s+(\d+)$/,
    (h, v) => {
      h.cpus = Number(v);
    },
  ],
  [
    /^Thread\(s\) per core:\s+(\d+)$/,
    (h, v) => {
      h.threadsPerCore = Number(v);
    },
  ],
  [
    /^Core\(s\) per socket:\s+(\d+)$/,
    (h, v) => {
      h.coresPerSocket = Number(v);
    },
  ],
  [
    /^Socket\(s\):\s+(\d+)$/,
    (h, v) => {
      h.sockets = Number(v);
    },
  ],
  [
    /^Hypervisor vendor:\s+(\S.*)$/,
    (h, v) => {
      h.virtualization = v;
    },
  ],
  [
    /^MemTotal:\s+(\d+) kB$/,
    (h, v) => {
      h.memoryBytes = Number(v) * 1024;
    },
  ],
  [
    /^PRETTY_NAME="?([^"]+)"?$/,
    (h, v) => {
      h.os = v;
    },
  ],
  [
    /^Linux \S+ (\d+\.\d[\w.+-]*) #/,
    (h, v) => {
      h.kernel = v;
    },
  ],
];
const LSBLK_HEADER = /^NAME\s.*\bSIZE\b/;
/** NAME ROTA SIZE MODEL; the model is trimmed by the reader. */
const LSBLK_ROW = /^([a-z]\w*)\s+(\d)\s+(\d+(?:\.\d+)?)([KMGTP]?)B?(.*)/;
const UNITS: Record<string, number> = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4, P: 1024 ** 5 };

function emptyHost(start: number): ParsedHost {
  return {
    lines: [start, start],
    description: '',
    cpuModel: null,
    cpus: null,
    sockets: null,
    coresPerSocket: null,
    threadsPerCore: null,
    memoryBytes: null,
    disks: [],
    virtualization: null,
    os: null,
    kernel: null,
  };
}

/** Structured dumps: one host for every such line in the document. */
function structured(lines: FreeLine[]): ParsedHost | null {
  let host: ParsedHost | null = null;
  let lsblk = false;
  let facts = 0;
  for (const { line, text } of lines) {
    const t = text.trim();
    if (LSBLK_HEADER.test(t)) {
      lsblk = true;
      facts++;
      continue;
    }
    if (lsblk) {
      const m = LSBLK_ROW.exec(t);
      if (m) {
        host ??= emptyHost(line);
        const size = Number(m[3]) * (UNITS[m[4] ?? ''] ?? 1);
        if (size > 0 && !/^(?:zram|loop|ram|sr|fd)\d/.test(m[1] ?? ''))
          host.disks.push({
            name: m[1] ?? '',
            sizeBytes: size,
            rotational: rotationalOf(m[1] ?? '', m[2] ?? ''),
            model: m[5]?.trim() || null,
          });
        host.lines[1] = Math.max(host.lines[1], line);
        continue;
      }
      lsblk = false;
    }
    for (const [pattern, apply] of LSCPU) {
      const m = pattern.exec(t);
      if (!m) continue;
      host ??= emptyHost(line);
      apply(host, (m[1] ?? '').trim());
      host.lines[0] = Math.min(host.lines[0], line);
      host.lines[1] = Math.max(host.lines[1], line);
      facts++;
    }
  }
  return host && facts + host.disks.length >= 1 ? host : null;
}

const CPU_MODEL =
  /(Intel\(R\) Xeon\(R\) (?:CPU )?[\w-]+(?: v\d)?(?: @ [\d.]+GHz)?|Xeon(?:\(R\))? [\w-]*\d[\w-]*(?: v\d)?|Core(?:\(TM\))? i\d-\w+|\bi[3579]-\d{4,5}[A-Z]{0,2}\b|Ryzen \d{1,2} \d{3,4}\w{0,3}|Core ?2 (?:Duo|Quad) \w+(?:@[\d.]+GHz)?|AMD EPYC \w*|EPYC \d\w*|Opteron(?:\(tm\))? \w+|Intel [\d.]+ ?(?:GHz|ГГц))/i;
const CPU_COUNT = /(?:^|[^\w.])(\d{1,4})\s*(?:x\s*)?(?:cpus?|vcpus?|cores?|核|个\s*(?:Intel|AMD)|процессор\w*|ядер)(?![a-z])/i;
const CPU_COUNT_AFTER_MODEL = /GHz\s*[*x×]\s*(\d{1,3})\b/i;
const MEMORY =
  /(?:^|\D)(\d+(?:\.\d+)?)\s*(TB|GB|GiB|G|MB|MiB|M|ТБ|ГБ|МБ)\s*(?:of\s+)?(?:内存|RAM|memory|ОЗУ|メモリ|mem)(?![a-z])|(?:内存|Memory|RAM|ОЗУ|メモリ|mem)\s*(?:[:：]\s*)?(\d+(?:\.\d+)?)\s*(TB|GB|GiB|G|MB|MiB|M|ТБ|ГБ|МБ)(?![a-z])/i;
const ONE_DISK = /单硬盘|单盘|一块硬盘|one disk|single disk|1 disk|на одном диске|1台のディスク/i;
const DISK_KIND = /\b(NVMe|SSD|HDD|SAS|SATA)\b/i;
/** A disk named by its kind in prose (`64 GB RAM, NVMe`): one or more, the text does not say. */
export const UNCOUNTED_DISKS = 'disks (how many: not stated)';
/** How many disks a host has; null when the text named their kind only (UNCOUNTED_DISKS). */
export function diskCount(disks: readonly { name: string }[]): number | null {
  return disks.length === 1 && disks[0]?.name === UNCOUNTED_DISKS ? null : disks.length;
}
/**
 * lsblk's ROTA column, except for a virtual machine's disks (virtio `vda`, Xen `xvda`): the kernel
 * marks them rotational whatever the host stores them on, so ROTA says nothing there.
 */
const rotationalOf = (name: string, rota: string): boolean | null => (/^x?vd[a-z]/.test(name) ? null : rota === '1');
/** NVMe and SSD do not spin; HDD does; SAS and SATA say the bus, which most often carries a spinning disk. */
const diskRotational = (kind: string): boolean => !/^(?:nvme|ssd)$/i.test(kind);
const OS =
  // (a version's numbers, not the full stop after them: "Ubuntu 22.04." was stored; a DBA's pass)
  /\b(openSUSE \d+(?:\.\d+)*|CentOS(?: Linux)? \d+(?:\.\d+)*|Red Hat Enterprise Linux(?: \w+){0,6} \d+(?:\.\d+)*|RHEL ?\d+(?:\.\d+)*|Ubuntu \d+(?:\.\d+)*|Debian(?: GNU\/Linux)? \d+(?!\d)(?![\d.]*[-+~])|Fedora \d+|SLES ?\d+(?:\.\d+)*|Oracle Linux \d+(?:\.\d+)*|Rocky Linux \d+(?:\.\d+)*|AlmaLinux \d+(?:\.\d+)*)/i;
/** "dual-socket quad-core", "2 sockets", "двухсокетный четырёхъядерный", "双路四核" */
const SOCKETS =
  /(?:(?:^|[^\p{L}\d])(\d{1,2}|single|one|dual|two|quad|four|одно|двух|четырёх|четырех)[- ]?(?:sockets?|сокетн\p{L}*)|(\d{1,2}|[单双四])路)/iu;
const CORES =
  /(?:(?:^|[^\p{L}\d])(\d{1,3}|dual|two|quad|four|hexa|six|octa|eight|двух|четырёх|четырех|шести|восьми)[- ]?(?:cores?|ъ?ядерн\p{L}*)|(\d{1,3}|[双四六八])核)/iu;
const COUNT_WORDS: Record<string, number> = {
  single: 1,
  one: 1,
  одно: 1,
  单: 1,
  dual: 2,
  two: 2,
  двух: 2,
  双: 2,
  quad: 4,
  four: 4,
  четырёх: 4,
  четырех: 4,
  四: 4,
  hexa: 6,
  six: 6,
  шести: 6,
  六: 6,
  octa: 8,
  eight: 8,
  восьми: 8,
  八: 8,
};
const countOf = (word: string): number | null => (/^\d+$/.test(word) ? Number(word) : (COUNT_WORDS[word.toLowerCase()] ?? null));

const VIRT = /\b(vmware|kvm|xen|hyper-v|virtualbox|ec2)\b|虚拟机/i;
const MEMORY_UNITS: Record<string, number> = { T: 1024 ** 4, G: 1024 ** 3, M: 1024 ** 2, Т: 1024 ** 4, Г: 1024 ** 3, М: 1024 ** 2 };

function memoryBytes(amount: string, unit: string): number {
  return Math.round(Number(amount) * (MEMORY_UNITS[unit[0]?.toUpperCase() ?? ''] ?? 1));
}

/** Facts typed by people: at least two of CPU, memory, disks, virtualization make a host. */
function prose(lines: FreeLine[]): ParsedHost | null {
  const host = emptyHost(lines[0]?.line ?? 1);
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  let facts = 0;
  const seen = (line: number) => {
    first = Math.min(first, line);
    last = Math.max(last, line);
    facts++;
  };
  for (const { line, text } of lines) {
    if (text.length > 2000) continue;
    const model = CPU_MODEL.exec(text);
    if (model && host.cpuModel === null) {
      host.cpuModel = (model[1] ?? '').trim();
      seen(line);
    }
    const count = CPU_COUNT.exec(text) ?? CPU_COUNT_AFTER_MODEL.exec(text);
    if (count && host.cpus === null) {
      host.cpus = Number(count[1]);
      seen(line);
    }
    const mem = MEMORY.exec(text);
    if (mem && host.memoryBytes === null) {
      host.memoryBytes = memoryBytes(mem[1] ?? mem[3] ?? '0', mem[2] ?? mem[4] ?? 'B');
      seen(line);
    }
    const kind = DISK_KIND.exec(text);
    // "one disk" counts them; "NVMe" alone says what they are, not how many (UNCOUNTED_DISKS)
    const counted = ONE_DISK.test(text);
    if ((counted || kind) && host.disks.length === 0) {
      host.disks.push({
        name: counted ? 'disk' : UNCOUNTED_DISKS,
        sizeBytes: null,
        rotational: kind ? diskRotational(kind[1] ?? '') : null,
        model: kind?.[1] ?? null,
      });
      seen(line);
    }
    const sockets = SOCKETS.exec(text);
    const cores = CORES.exec(text);
    if (sockets && cores && host.sockets === null) {
      host.sockets = countOf(sockets[1] ?? sockets[2] ?? '');
      host.coresPerSocket = countOf(cores[1] ?? cores[2] ?? '');
      if (host.cpus === null && host.sockets !== null && host.coresPerSocket !== null) host.cpus = host.sockets * host.coresPerSocket;
      seen(line);
    }
    const os = OS.exec(text);
    if (os && host.os === null) {
      host.os = os[1] ?? null;
      seen(line);
    }
    const virt = VIRT.exec(text);
    if (virt && host.virtualization === null) {
      host.virtualization = virt[1] ?? 'virtual machine';
      seen(line);
    }
  }
  if (facts < 2) return null;
  host.lines = [first, last];
  return host;
}

function gib(bytes: number): string {
  const g = bytes / 1024 ** 3;
  return g >= 1 ? `${Number(g.toFixed(g < 10 ? 1 : 0))} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}

/** "2 CPU, 4 GB RAM, 1 disk" — the words a DBA would use to name the box. */
export function describeHost(h: Omit<ParsedHost, 'description' | 'lines'>): string {
  const parts: string[] = [];
  if (h.cpus !== null) parts.push(`${h.cpus} CPU`);
  if (h.cpuModel) parts.push(h.cpuModel);
  if (h.memoryBytes !== null) parts.push(`${gib(h.memoryBytes)} RAM`);
  const count = diskCount(h.disks);
  if (count === null) parts.push(h.disks[0]?.model ?? 'disks');
  else if (count > 0) parts.push(count === 1 ? '1 disk' : `${count} disks`);
  if (h.virtualization) parts.push(h.virtualization);
  if (h.os) parts.push(h.os);
  return parts.join(', ');
}

export function findHost(lines: FreeLine[]): ParsedHost | null {
  const host = structured(lines) ?? prose(lines);
  if (!host) return null;
  host.description = describeHost(host);
  return host;
}
