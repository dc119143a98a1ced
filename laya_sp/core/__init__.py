"Shared basics: environment, data, the model registry, the one training loop, statistics, several processes, the results store."
from .. import _lazy_api
__getattr__, __dir__, __all__ = _lazy_api(__name__, {
    'core.env': ['data_root', 'cache_dir', 'seed_everything', 'set_threads', 'default_device'],
    'core.data': ['load_data', 'load_image', 'photo', 'photos', 'imagenet_sample', 'tweets', 'TWEET_CLASSES', 'Split', 'DATASETS'],
    'core.models': ['create_model', 'list_models', 'image_model', 'Normalized', 'imagenet_classes', 'evaluating', 'get_module', 'HFClassifier'],
    'core.train': ['fit', 'Recipe', 'predict', 'evaluate', 'accuracy', 'macro_f1', 'save_model', 'load_model', 'register_builder'],
    'core.stats': ['summarize', 'paired_difference', 'compare_paired', 'paired_text', 'spearman'],
    'core.results': ['Results', 'fingerprint'],
})
