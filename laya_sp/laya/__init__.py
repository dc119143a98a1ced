"LAYA: taps on any backbone, the LAYA head and its baselines, readouts of the layer attention, and its evaluations."
from .. import _lazy_api
__getattr__, __dir__, __all__ = _lazy_api(__name__, {
    'laya.taps': ['features', 'feature_dims', 'store_features'],
    'laya.heads': ['LAYAHead', 'LastLayerHead', 'ConcatHead', 'ScalarMixHead', 'ConcatMLPHead', 'HEADS', 'make_head', 'HeadEnsemble', 'TappedModel', 'attach_head'],
    'laya.readouts': ['layer_attention', 'alpha_table', 'plot_global', 'class_heatmaps', 'alpha_explorer', 'alpha_agreement', 'plot_alpha_seeds'],
    'laya.faithfulness': ['layer_eval', 'LAYER_SCORES', 'head_effects', 'layer_probes', 'plot_layer_readouts', 'alpha_stability', 'stability_difference'],
    'laya.alpha': ['layer_model'],
})
