"""``show`` of a game's statistics file (QA F-M): it is one of ours, only not a record, so
it is said as such, with what ``show`` reads, not as "damaged or not a Coventry Desktop
file"; Game → Open Record… says the same."""

from __future__ import annotations

from pathlib import Path

import pytest

from coventry_desktop.__main__ import main
from coventry_desktop.games import get
from coventry_desktop.storage.game_files import read_record
from coventry_desktop.storage.game_statistics import GameStatistics, GameStats
from coventry_desktop.storage.problems import Damage, FileDamaged

SAID = {
    "en": "This is a statistics file (the totals of Game → Statistics…), not a game record, "
          "so it has no deals to show. Open a record written by Game → Export Record…, or "
          "the game's autosave in the same folder, whose name ends in “-autosave.json”.",
    "fr": "Ceci est un fichier de statistiques (les totaux de Partie → Statistiques…), et non "
          "une partie enregistrée\u00a0: il ne contient aucune donne à montrer. Ouvrez une "
          "partie écrite par Partie → Exporter la partie…, ou la sauvegarde automatique du "
          "jeu dans le même dossier, dont le nom se termine par «\u00a0-autosave.json\u00a0».",
    "ru": "Это файл статистики (итоги из «Игра → Статистика…»), а не запись игры: в нём нет "
          "раздач, которые можно показать. Откройте запись, сделанную через «Игра → Экспорт "
          "записи…», или автосохранение игры в той же папке — его имя оканчивается на "
          "«-autosave.json».",
}


@pytest.fixture(autouse=True)
def _application(qapp):
    """``show`` makes a QCoreApplication when none exists; the tests' QApplication comes
    first (and the language is put back)."""
    from coventry_desktop.i18n import install_language

    yield
    install_language(qapp, "en")


def _statistics(data: Path, game: str) -> Path:
    """A healthy statistics file of ``game`` as the app writes it, one person counted."""
    statistics = GameStatistics(data, get(game))
    statistics.add("Anna", "", GameStats(deals_played=1, series_played=1, units=-4.5,
                                         points=9.0, best_series=9.0))
    statistics.save()
    assert GameStatistics.load(data, get(game))[1] is None  # the app reads it back whole
    return statistics.path


@pytest.mark.parametrize(("game", "lang"), [("hearts", "en"), ("comet", "fr"),
                                            ("coventry", "ru")])
def test_show_of_a_statistics_file_says_what_it_is_and_what_show_reads(
        tmp_path: Path, capsys, game: str, lang: str) -> None:
    path = _statistics(tmp_path, game)
    data = path.read_bytes()
    assert main(["show", str(path), "--lang", lang]) == 1
    assert capsys.readouterr() == ("", f"{path}: {SAID[lang]}\n")
    assert path.read_bytes() == data  # never moved nor changed


def test_open_record_of_a_statistics_file_is_told_the_same(tmp_path: Path) -> None:
    path = _statistics(tmp_path, "hearts")
    with pytest.raises(FileDamaged) as raised:
        read_record(path)
    assert raised.value.problem.damage is Damage.STATISTICS
    assert raised.value.problem.message() == SAID["en"]
