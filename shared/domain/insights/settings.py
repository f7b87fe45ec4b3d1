"""Insight settings, read from the environment with the prefix `INSIGHTS_`.

Kept apart from shared/kernel/config.py so the insight knobs live next to the code
they tune. Defaults are the product rules of issue #5.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

if TYPE_CHECKING:
    from shared.domain.insights.checkins import CheckinRules


class InsightSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="INSIGHTS_", extra="ignore", case_sensitive=False)

    # Scheduling (read at deploy time by functions/main.py; App Engine cron syntax).
    schedule: str = "every day 06:00"
    timezone: str = "UTC"  # also the zone in which "a day" is counted

    # Detection
    window_days: int = Field(default=7, ge=1, le=31)
    # Adherence "gone quiet": no client message for this many days after having
    # been active in the lookback (twice the window) before that.
    quiet_days: int = Field(default=4, ge=1)

    # Check-ins (shared/domain/insights/checkins.py): thresholds and the expected cadence.
    checkin_stress_high: float = Field(default=7.0, ge=1, le=10)
    checkin_sleep_low: float = Field(default=6.0, ge=0, le=24)
    adherence_low_pct: float = Field(default=50.0, ge=0, le=100)
    adherence_drop_pts: float = Field(default=25.0, ge=0, le=100)
    checkin_interval_days: int = Field(default=7, ge=1)
    checkin_grace_days: int = Field(default=3, ge=0)

    # Events (shared/usecases/insights/events.py): at most one event-driven run per client per this many seconds.
    event_debounce_seconds: int = Field(default=120, ge=0)

    # No spam
    max_per_client_week: int = Field(default=3, ge=1)
    cooldown_hours: float = Field(default=48.0, ge=0)
    duplicate_days: int = Field(default=7, ge=1)
    title_similarity: float = Field(default=0.85, ge=0.0, le=1.0)
    expiry_days: int = Field(default=7, ge=1)
    # The stress follow-up is not repeated within this many days (any status).
    followup_repeat_days: int = Field(default=3, ge=0)

    # Batching: trainers and clients are paged with cursors of this size.
    batch_size: int = Field(default=50, ge=1, le=500)

    weekly_notes: bool = True


    def checkin_rules(self) -> "CheckinRules":
        from shared.domain.insights.checkins import CheckinRules

        return CheckinRules(
            self.checkin_stress_high, self.checkin_sleep_low, self.adherence_low_pct, self.adherence_drop_pts,
            self.checkin_interval_days, self.checkin_grace_days,
        )


@lru_cache(maxsize=1)
def get_insight_settings() -> InsightSettings:
    return InsightSettings()
