"""The Myra board for the desktop application: kit, board view, scene and painting.

(The PySide6 6.12 reference guard that this package first carried now lives in
``morra_suite.controllers.singletons`` and is applied by ``morra_suite.ui`` for every board.)
"""
