"""Terminal output shared by the demo and the CLI."""

from __future__ import annotations

from rich.table import Table


def one_line_table(*columns: str) -> Table:
    """A table whose rows stay one line each: the last column is cut with an ellipsis."""
    table = Table()
    for name in columns[:-1]:
        table.add_column(name, no_wrap=True, min_width=len(name))
    table.add_column(columns[-1], no_wrap=True, overflow="ellipsis")
    return table
