"What experiments share: evaluation settings and their cached models, evaluation grids and the paper's tables, the cost benchmark."
from .. import _lazy_api
__getattr__, __dir__, __all__ = _lazy_api(__name__, {
    'runs.settings': ['setting_data', 'setting_model', 'train_setting', 'setting_result', 'TEXT_SETTING', 'SETTINGS', 'setting_recipe',
                      'train_eval', 'backbone_for'],
    'runs.grid': ['eval_images', 'run_grid', 'results_table'],
    'runs.cost': ['cost_table', 'metric_cost', 'bench_batch'],
})
