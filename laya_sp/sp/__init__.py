"Semantic Pullbacks: soft backward rules and their scope, the explainers, baselines, metrics and their evaluation, kept explanations and their report, temperatures, text and pictures."
from .. import _lazy_api
__getattr__, __dir__, __all__ = _lazy_api(__name__, {
    'sp.scope': ['SoftBackward', 'taus'],
    'sp.explainers': ['Gradient', 'Pullback', 'SoftPullback', 'PullbackAscent', 'DoublePullback', 'GradientAscent', 'PullbackOf', 'BetaSmooth',
                      'EXPLAINERS', 'PRESETS', 'OBJECTIVES', 'explainer', 'applies', 'attribute_classes'],
    'sp.metrics': ['METRICS', 'explanation_scores', 'patch_deletion', 'randomisation_check', 'focus_mosaics', 'focus'],
    'sp.evaluate': ['score_explainers', 'Protocol'],
    'sp.store': ['Explanations', 'explain'],
    'sp.temperatures': ['calibrate', 'gate_kinds'],
    'sp.text': ['OnEmbeddings', 'token_scores', 'substitutions', 'explain_text', 'text_classifier', 'eraser'],
    'sp.plots': ['show_explanations', 'explain_figure', 'counterfactual_grid', 'Explorer', 'token_html', 'plot_tokens', 'word_scores'],
})
