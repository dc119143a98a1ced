"""laya_sp: LAYA heads and Semantic Pullback explanations for PyTorch models.

The public API, curated: `from laya_sp import SoftPullback, LAYAHead, create_model` gives the names a user needs.
They load on first use (PEP 562), so `import laya_sp` and `laya-sp --help` stay fast. Everything else lives in the
subpackages: `laya_sp.core` (data, models, training, statistics), `laya_sp.laya` (the LAYA head and its
evaluations), `laya_sp.sp` (Semantic Pullbacks), `laya_sp.runs` (what experiments share: settings, grids, benchmarks). This file is written by hand; nbdev only updates the version."""
__version__ = "0.1.0"
import importlib

_API = {  # public name -> the module that defines it
    **dict.fromkeys(['data_root', 'cache_dir', 'seed_everything', 'set_threads'], 'core.env'),
    **dict.fromkeys(['load_data', 'load_image', 'photo', 'photos', 'imagenet_sample', 'tweets', 'TWEET_CLASSES', 'Split'], 'core.data'),
    **dict.fromkeys(['create_model', 'list_models', 'image_model', 'Normalized', 'imagenet_classes'], 'core.models'),
    **dict.fromkeys(['fit', 'predict', 'evaluate', 'save_model', 'load_model'], 'core.train'),
    **dict.fromkeys(['accuracy'], 'core.train'),
    **dict.fromkeys(['feature_dims'], 'laya.taps'),
    **dict.fromkeys(['LAYAHead', 'LastLayerHead', 'ConcatHead', 'ScalarMixHead', 'HEADS', 'TappedModel', 'make_head', 'build',
                     'store_features', 'train_eval'], 'laya.heads'),
    **dict.fromkeys(['attention', 'alpha_table', 'plot_global', 'class_heatmaps', 'explorer'], 'laya.readouts'),
    **dict.fromkeys(['SoftBackward'], 'sp.scope'),
    **dict.fromkeys(['Gradient', 'Pullback', 'SoftPullback', 'PullbackAscent', 'DoublePullback', 'GradientAscent',
                     'EXPLAINERS', 'explainer', 'attribute_classes'], 'sp.explainers'),
    **dict.fromkeys(['cost_table'], 'runs.cost'),
    **dict.fromkeys(['OnEmbeddings', 'token_scores', 'eraser', 'substitutions', 'explain_text', 'token_html', 'plot_tokens', 'words'], 'sp.text'),
    **dict.fromkeys(['layer_model'], 'laya.alpha'),
    **dict.fromkeys(['patch_deletion'], 'sp.metrics'),
    **dict.fromkeys(['Results'], 'core.results'),
    **dict.fromkeys(['evaluate_methods'], 'sp.evaluate'),
    **dict.fromkeys(['calibrate'], 'sp.calibrate'),
    **dict.fromkeys(['table'], 'runs.grid'),
    **dict.fromkeys(['show_explanations', 'explain_figure', 'counterfactual_grid', 'Explorer'], 'sp.plots'),
}
__all__ = list(_API)

def __getattr__(name):
    if name not in _API: raise AttributeError(f"module 'laya_sp' has no attribute {name!r}")
    return getattr(importlib.import_module(f'.{_API[name]}', __name__), name)

def __dir__(): return sorted(set(globals()) | set(_API))
