"""Outcome words answer each other: "did callum win" is answered by "lost but went the full 3 rounds".

A yes/no question about an outcome names one of its values; the record that answers it often says
another ("lost", "drew", "failed", "missed weight"). Read as different words, the question's topic
was absent from the very record that answers it, and the question was refused. The values of one
outcome are listed together (`OUTCOMES`); a question's outcome word is said by a record that says
any value of it (shared/domain/sameness.py, `equivalents`): one test for the ranking's coverage,
the keyword lookup and the answerability decision.

Only a question's word that asks for the outcome opens it (`opens`): the question's last content
word ("did callum win", "did she pass?") or one followed by the event it is the outcome of ("did he
win the bout", "did she pass her grading"). "When did she lose her job", "how much weight has he
lost" name a thing lost, not an outcome: there "won" says nothing. A record's "lost" never makes
"win" a topic. Not "make" / "made": far more often a verb of making ("what did she make for the
church") than an outcome ("made weight").
"""

from __future__ import annotations

from functools import lru_cache

from shared.ports.keywords import tokens

# The values of one outcome, in their everyday inflections.
OUTCOMES = (
    "win wins won winning winner lose loses lost losing loss losses draw draws drew drawn beat beats beaten",
    "pass passes passed passing fail fails failed failing",
    "hit hits hitting miss misses missed missing",
)
# An outcome of an event left unnamed: "did tan win anything" is answered by "mum won the ladies singles"
# (h-words30, blind25); read as a thing won, "anything" kept "win" from opening the outcome.
# Only after winning: "did he lose anything" asks for a thing lost as often as for a result.
UNNAMED = frozenset("anything something owt".split())
WINNING = frozenset("win wins won".split())
# What an outcome is the outcome of: "win the fight", "pass her grading".
EVENTS = frozenset("""fight fights bout bouts match matches game games race races final finals exam exams test tests
    grading gradings trial trials competition competitions tournament comp comps medal title belt round rounds
    semi semis heat heats prelim prelims sparring spar weigh weight assessment audition interview""".split())


@lru_cache(maxsize=1)
def _values() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for line in OUTCOMES:
        words = line.split()
        for word in words:
            own = out.setdefault(word, [])
            own.extend(w for w in words if w != word and w not in own)
    return {word: tuple(others) for word, others in out.items()}


def opens(word: str, question_words: str) -> bool:
    """Whether `word` of a question (its keyword text, `question_words`) asks for the outcome: it is
    an outcome's value and the last content word, or the next one names an event (`EVENTS`) or leaves
    it unnamed (`UNNAMED`: "did she win anything")."""
    if not values(word):
        return False
    words = [w for w in question_words.lower().split() if tokens(w)]  # content words, as the keyword text has them
    if word not in words:
        return False
    after = words[words.index(word) + 1:]
    return not after or after[0] in EVENTS or (after[0] in UNNAMED and word.lower() in WINNING)


def values(word: str) -> tuple[str, ...]:
    """The other values of the outcome `word` names (lowercase, as typed); () for any other word."""
    return _values().get(word.lower(), ())
