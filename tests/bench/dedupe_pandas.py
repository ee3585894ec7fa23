"""pandas baseline for the exact de-duplication bench (a yardstick only, never a dependency).

    /usr/bin/python3 tests/bench/dedupe_pandas.py IN.csv OUT.csv [plain|normalised]

Reads every cell as text (as we do), drops duplicate rows over all columns and writes the cleaned
CSV with the input's delimiter. "plain" (the default, the goal's baseline) is drop_duplicates on the
cells as written. "normalised" first builds the key our exact mode uses for text cells (trimmed,
runs of white space collapsed, lower case) and keeps the first row of each key.
Prints "cpu_seconds max_rss_mb removed_rows" of this process.
"""

import resource
import sys
import time

import pandas as pd


def delimiter_of(path):
    with open(path, encoding="utf-8-sig") as handle:
        head = handle.readline()
    return ";" if head.count(";") > head.count(",") else ","


def main(source, target, mode):
    started = time.process_time()
    sep = delimiter_of(source)
    frame = pd.read_csv(source, sep=sep, dtype=str, keep_default_na=False, encoding="utf-8")
    before = len(frame)
    if mode == "normalised":
        key = frame.apply(lambda column: column.str.strip().str.replace(r"\s+", " ", regex=True).str.lower())
        frame = frame[~key.duplicated()]
    else:
        frame = frame.drop_duplicates()
    frame.to_csv(target, index=False, sep=sep)
    cpu = time.process_time() - started
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{cpu:.3f} {rss:.0f} {before - len(frame)}")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else "plain")
