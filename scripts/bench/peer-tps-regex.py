#!/usr/bin/env python3
"""The peer our parser races (npm run bench:parse): a log read the way public sysbench plotting
scripts read it. Each line is searched with one compiled regular expression and only the interval's
seconds and tps are kept: no latency, no queries, no summary, no errors, no line numbers. It is the
quickest plain-Python way to do that, so it sets a fair bar.

usage: peer-tps-regex.py LOG   (prints how many intervals it read)
"""
import re
import sys

# `[ 12s ] thds: 4 tps: 203.52 …`: the seconds and the tps, nothing else
TPS_LINE = re.compile(r'\[\s*(\d+)s\s*\].*?tps:\s*([\d.]+)')


def read_tps(path):
    series = []
    with open(path, encoding='utf-8', errors='replace') as log:
        for line in log:
            found = TPS_LINE.search(line)
            if found:
                series.append((int(found.group(1)), float(found.group(2))))
    return series


if __name__ == '__main__':
    print(len(read_tps(sys.argv[1])))
