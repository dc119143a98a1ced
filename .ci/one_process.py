#!/usr/bin/env python3
"""Run every notebook one after another in ONE process (`--reverse`: last to first), the way an `nbdev_test` worker
runs several, and fail a notebook that leaves process-wide state changed (grad mode, default dtype, threads, warnings
filters, matplotlib rcParams, working folder, environment) or that only passes because of what ran before it.
Prints PASS/FAIL per notebook and a closing line `N passed, N failed`."""
import sys, time
from pathlib import Path
from nbdev.config import get_config
from nbdev.doclinks import nbglob
from nbdev.test import test_nb
from fastcore.xtras import working_directory

def main(reverse=False, only=None):
    cfg = get_config()
    files = [f.absolute() for f in sorted(nbglob(as_path=True))]
    if only: files = [f for f in files if any(o in str(f) for o in only)]
    if reverse: files = files[::-1]
    from laya_sp.core.env import GlobalState
    import importlib, matplotlib; matplotlib.use('Agg')
    for m in ('matplotlib.pyplot', 'scipy.special', 'scipy.stats', 'sklearn.metrics', 'pandas', 'captum.attr', 'quantus', 'timm', 'transformers'):
        try: importlib.import_module(m)  # first imports add warnings filters and variables of their own: not a notebook's doing
        except ImportError: pass
    passed = failed = 0
    with working_directory(cfg.nbs_path):
        for f in files:
            st, t0 = GlobalState(), time.time()
            ok, _ = test_nb(f, skip_flags=cfg.tst_flags.split(), basepath=cfg.config_path)
            leaked = st.changes()
            if leaked: print(f"  {f.name} left changed: {', '.join(leaked)}"); st.restore()
            ok = ok and not leaked
            passed, failed = passed + ok, failed + (not ok)
            print(f"{'PASS' if ok else 'FAIL'} {f.relative_to(cfg.config_path)} ({time.time() - t0:.0f}s)", flush=True)
    print(f"{passed} passed, {failed} failed")
    return failed == 0 and passed > 0

if __name__ == '__main__':
    args = sys.argv[1:]
    sys.exit(0 if main('--reverse' in args, [a for a in args if not a.startswith('--')]) else 1)
