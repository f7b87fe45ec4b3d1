"""The trainer's second brain: the library every Cloud Function shares.

Modules are named for the pipeline step they own. Nothing heavy is imported here:
backends load lazily through `shared.usecases.backends`.
"""
