#!/usr/bin/env python3
"""Run notebooks one after another in ONE process, the way an `nbdev_test` worker runs several, and fail a notebook
that leaves process-wide state changed (grad mode, default dtype, threads, warnings filters, matplotlib rcParams,
working folder, environment) or that only passes because of what ran before it.

    python .ci/one_process.py                        # every notebook, first to last
    python .ci/one_process.py --reverse              # last to first
    python .ci/one_process.py --shard 1/2 --reverse  # the second of two shards (balanced by .ci/times.json), last to first
    python .ci/one_process.py 12_heads 34_expl       # only notebooks whose path contains one of these
    python .ci/one_process.py --times t.json         # also every cell's seconds, as JSON (`.ci/times.py` makes the table)
    python .ci/one_process.py --under 60             # run only notebooks under 60 s in .ci/times.json; check the others'
                                                     # code instead: a GlobalState snapshot first, its restore() last (CI's way)

Prints PASS/FAIL per notebook with its seconds, and a closing line `N passed, N failed`."""
import argparse, json, time
from pathlib import Path
from nbdev.config import get_config
from nbdev.doclinks import nbglob
from nbdev.test import test_nb
from fastcore.xtras import working_directory

def _timing_cells(record:list):
    "Time every cell the notebooks' shell runs, appending (cell index, seconds, first line) to `record`."
    from execnb.shell import CaptureShell
    run = CaptureShell.cell
    def cell(self, c, *args, **kwargs):
        t0 = time.perf_counter()
        try: return run(self, c, *args, **kwargs)
        finally: record.append((getattr(c, 'idx_', None), round(time.perf_counter() - t0, 2), c.source.strip().splitlines()[0][:70] if c.source.strip() else ''))
    CaptureShell.cell = cell

def _secs(root:Path)->dict:
    "Each notebook's seconds in .ci/times.json (none if it is missing)."
    p = root / '.ci' / 'times.json'
    return {nb: v['secs'] for nb, v in json.loads(p.read_text()).items()} if p.exists() else {}

def _restores(f:Path)->bool:
    "Whether notebook `f` takes a GlobalState snapshot in one of its first six code cells and calls its restore() in its last."
    src = [''.join(c['source']) for c in json.loads(f.read_text())['cells'] if c['cell_type'] == 'code' and ''.join(c['source']).strip()]
    return bool(src) and any('GlobalState()' in s for s in src[:6]) and '.restore()' in src[-1]

def shard(files:list, k:int, n:int, root:Path, skip:set=frozenset())->list:
    "The k-th of n shards of `files` with about equal time: longest first to the least loaded, by the seconds in .ci/times.json (unknown notebooks: the median; `skip`: none)."
    secs = _secs(root)
    med = sorted(secs.values())[len(secs) // 2] if secs else 1.
    cost = {f: 0. if f in skip else secs.get(str(f.relative_to(root)), med) for f in files}
    load, mine = [0.] * n, {i: [] for i in range(n)}
    for f in sorted(files, key=lambda f: (-cost[f], str(f))):
        i = load.index(min(load)); load[i] += cost[f]; mine[i].append(f)
    return sorted(mine[k])

def main(reverse=False, only=None, times=None, part=None, under=None):
    cfg = get_config()
    cells, table = [], {}
    if times: _timing_cells(cells)
    files = [f.absolute() for f in sorted(nbglob(as_path=True))]
    if only: files = [f for f in files if any(o in str(f) for o in only)]
    secs = _secs(cfg.config_path)
    heavy = {f for f in files if under is not None and secs.get(str(f.relative_to(cfg.config_path)), 0) >= under}
    if part: files = shard(files, *part, cfg.config_path, heavy)
    if reverse: files = files[::-1]
    from laya_sp.core.env import GlobalState
    import importlib, matplotlib; matplotlib.use('Agg')
    for m in ('matplotlib.pyplot', 'scipy.special', 'scipy.stats', 'sklearn.metrics', 'pandas', 'captum.attr', 'quantus', 'timm', 'transformers'):
        try: importlib.import_module(m)  # first imports add warnings filters and variables of their own: not a notebook's doing
        except ImportError: pass
    passed = failed = 0
    with working_directory(cfg.nbs_path):
        for f in files:
            if f in heavy:   # run once, by the README's command; here its code is checked to snapshot and restore
                ok = _restores(f); passed, failed = passed + ok, failed + (not ok)
                print(f"{'PASS' if ok else 'FAIL'} {f.relative_to(cfg.config_path)} (not run: {secs[str(f.relative_to(cfg.config_path))]:.0f}s in .ci/times.json; "
                      f"{'it snapshots the global state first and restores it last' if ok else 'it does not both snapshot the global state first (GlobalState() in one of its first six code cells) and restore() it in its last'})", flush=True)
                continue
            st, t0 = GlobalState(), time.time()
            del cells[:]
            ok, _ = test_nb(f, skip_flags=cfg.tst_flags.split(), basepath=cfg.config_path)
            leaked = st.changes()
            if leaked: print(f"  {f.name} left changed: {', '.join(leaked)}"); st.restore()
            ok = ok and not leaked
            passed, failed = passed + ok, failed + (not ok)
            name = str(f.relative_to(cfg.config_path))
            print(f"{'PASS' if ok else 'FAIL'} {name} ({time.time() - t0:.0f}s)", flush=True)
            if times:
                table[name] = dict(secs=round(time.time() - t0, 1), ok=bool(ok), cells=list(cells))
                Path(times).write_text(json.dumps(table, indent=1))   # after every notebook: a stopped run keeps what it measured
    print(f"{passed} passed, {failed} failed")
    return failed == 0 and passed > 0

if __name__ == '__main__':
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('only', nargs='*', help='run only notebooks whose path contains one of these')
    ap.add_argument('--reverse', action='store_true', help='last to first')
    ap.add_argument('--shard', metavar='K/N', help='only the K-th (from 0) of N shards of about equal time')
    ap.add_argument('--times', metavar='FILE', help="write every notebook's and cell's seconds to FILE (JSON)")
    ap.add_argument('--under', metavar='SECS', type=float, help="run only notebooks under SECS seconds in .ci/times.json; check that the others snapshot and restore the global state")
    a = ap.parse_args()
    part = tuple(map(int, a.shard.split('/'))) if a.shard else None
    if part and not 0 <= part[0] < part[1]: ap.error(f"--shard {a.shard}: K must be in 0..N-1")
    raise SystemExit(0 if main(a.reverse, a.only, a.times, part, a.under) else 1)
