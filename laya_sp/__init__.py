"""laya_sp: LAYA heads and Semantic Pullback explanations for PyTorch models.

The public API, curated: `from laya_sp import SoftPullback, LAYAHead, create_model` gives the names most users need
(35 of them). Each subpackage gives its own in the same way: `laya_sp.core` (data, models, training, statistics, the
results store), `laya_sp.laya` (the LAYA head, its readouts and evaluations), `laya_sp.sp` (Semantic Pullbacks: rules,
explainers, metrics, text, pictures), `laya_sp.runs` (what experiments share: settings, grids, benchmarks).
Names load on first use (PEP 562), so `import laya_sp` and `laya-sp --help` stay fast. This file and the subpackages'
`__init__.py` are written by hand; nbdev only updates the version."""
__version__ = "0.1.0"
import importlib as _importlib

def _lazy_api(package:str, api:dict):
    "`__getattr__`, `__dir__` and `__all__` for a package whose public names (name -> module) load on first use."
    names = {n: m for m, ns in api.items() for n in ns}
    def __getattr__(name):
        if name not in names: raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(_importlib.import_module(f'laya_sp.{names[name]}'), name)
    def __dir__(): return sorted({k for k in vars(_importlib.import_module(package)) if not k.startswith('_')} | set(names))   # no helper or import of ours
    return __getattr__, __dir__, list(names)

__getattr__, __dir__, __all__ = _lazy_api(__name__, {   # module -> its public names at the top
    'core.env': ['seed_everything', 'data_root'],
    'core.data': ['load_data', 'load_image', 'photo', 'tweets', 'Split'],
    'core.models': ['create_model', 'imagenet_classes'],
    'core.train': ['fit', 'Recipe', 'predict', 'evaluate', 'save_model', 'load_model'],
    'laya.heads': ['attach_head', 'TappedModel', 'LAYAHead', 'HEADS'],
    'laya.readouts': ['layer_attention', 'alpha_table', 'plot_global', 'class_heatmaps'],
    'sp.scope': ['SoftBackward'],
    'sp.explainers': ['Gradient', 'SoftPullback', 'PullbackAscent', 'explainer', 'EXPLAINERS'],
    'sp.plots': ['show_explanations', 'explain_figure'],
    'sp.text': ['explain_text', 'token_scores'],
    'sp.evaluate': ['score_explainers'],
    'sp.temperatures': ['calibrate'],
})
