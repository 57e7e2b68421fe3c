"""cardtext's compiler: card text -> parse tree -> typed AST -> runtime ability objects.

The public API (compile_card, CompiledCard, CompiledLine, CardSource, Diagnostic, Severity) is
importable from here; it loads on first use (PEP 562), so importing a submodule such as the
command line does not load the whole compiler."""

from .dataclass_code import install as _install_dataclass_code

_install_dataclass_code()      # before any class of the compiler or the runtime is made

__all__ = ["CardSource", "CompiledCard", "CompiledLine", "Diagnostic", "Severity", "compile_card"]


def __getattr__(name: str):
    if name in __all__:
        from . import api
        return getattr(api, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(list(globals()) + __all__)
