<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AccuracyChart</name>
    <message>
        <location filename="../../coventry_desktop/practice/chart.py" line="+111"/>
        <source>By card of the quartet</source>
        <translation>Par carte du quartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1st</source>
        <translation>1re</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recent sessions</source>
        <translation>Séances récentes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No practice yet</source>
        <translation>Aucun entraînement pour l’instant</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../coventry_desktop/widgets/overlays.py" line="+100"/>
        <source>Pass to %1</source>
        <translation>Passez l’écran à %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone else, please look away: %1&apos;s hand is next.</source>
        <translation>Les autres, détournez les yeux s’il vous plaît&#xa0;: voici la main de %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am %1 — show my hand</source>
        <translation>Je suis %1 — montrer ma main</translation>
    </message>
</context>
<context>
    <name>DrillDialog</name>
    <message>
        <location filename="../../coventry_desktop/practice/drill.py" line="+129"/>
        <source>Practise the calls</source>
        <translation>S’entraîner aux formules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls in:</source>
        <translation>Formules en&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer by:</source>
        <translation>Réponse&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timer:</source>
        <translation>Minuteur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+74"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Ten more</source>
        <translation>Dix de plus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choosing from four</source>
        <translation>choix parmi quatre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>typing</source>
        <translation>saisie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>20 seconds</source>
        <translation>20 secondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 seconds</source>
        <translation>10 secondes</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Progress could not be saved: %1</source>
        <translation>Impossible d’enregistrer la progression&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Done: %1 of %2 right.</source>
        <translation>Terminé&#xa0;: score %1 sur %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prompt %1 of %2 · right so far: %3</source>
        <translation>Question %1 sur %2 · bonnes réponses&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 s left</source>
        <translation>encore %1 s</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <location filename="../../coventry_desktop/storage/keeper.py" line="+73"/>
        <source>The game could not be saved (%1). Play goes on, but if the game closes now, this series cannot be resumed.</source>
        <translation>Impossible d’enregistrer la partie (%1). Le jeu continue, mais s’il se ferme maintenant, cette série ne pourra pas être reprise.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../../coventry_desktop/widgets/language_menu.py" line="+69"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../coventry_desktop/widgets/main_window.py" line="+165"/>
        <source>Coventry Desktop</source>
        <translation>Coventry Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch Bots Play</source>
        <translation>Regarder jouer les &amp;bots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scoreboard</source>
        <translation>&amp;Tableau des scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pa&amp;use</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;peed</source>
        <translation>&amp;Vitesse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass &amp;Automatically When I Have No Match</source>
        <translation>Passer &amp;automatiquement si je n’ai pas le rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Cards by &amp;Double-Click</source>
        <translation>Jouer les cartes par &amp;double-clic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Coventry Desktop</source>
        <translation>À &amp;propos de Coventry Desktop</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Thinking about a hint…</source>
        <translation>Recherche d’un indice…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: play %1 (press Enter)</source>
        <translation>Indice&#xa0;: jouez %1 (appuyez sur Entrée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: pass (press P)</source>
        <translation>Indice&#xa0;: passez (appuyez sur P)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>About Coventry Desktop</source>
        <translation>À propos de Coventry Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Coventry Desktop %1&lt;/h3&gt;&lt;p&gt;The parlour card game Earl of Coventry, for the desktop.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License 3.0 or later.&lt;/p&gt;&lt;p&gt;Card faces: svg-cards 4.0.2 by David Bellot and Huub de Beer, GNU LGPL 2.1.&lt;/p&gt;&lt;p&gt;Built with Qt and PySide6 (LGPL 3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Coventry Desktop %1&lt;/h3&gt;&lt;p&gt;Le jeu de cartes de salon Earl of Coventry (Comte de Coventry), pour l’ordinateur.&lt;/p&gt;&lt;p&gt;Distribué sous licence GNU General Public License 3.0 ou ultérieure.&lt;/p&gt;&lt;p&gt;Faces des cartes&#xa0;: svg-cards 4.0.2 par David Bellot et Huub de Beer, GNU LGPL 2.1.&lt;/p&gt;&lt;p&gt;Réalisé avec Qt et PySide6 (LGPL 3).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../coventry_desktop/widgets/dialogs.py" line="+139"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot level</source>
        <translation>Niveau du bot</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Single deal</source>
        <translation>&amp;Une seule donne</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Series of %n deal(s)</source>
        <translation>
            <numerusform>Série de %n donne</numerusform>
            <numerusform>Série de %n donnes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length:</source>
        <translation>Durée&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls &amp;language:</source>
        <translation>&amp;Langue des formules&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls s&amp;tyle:</source>
        <translation>St&amp;yle des formules&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhymes</source>
        <translation>Rimes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snip, Snap, Snorem</source>
        <translation>Snip, Snap, Snorem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first dealer is drawn by lot; the deal passes to the left after every deal.</source>
        <translation>Le premier donneur est tiré au sort&#xa0;; ensuite, la donne passe à gauche à chaque donne.</translation>
    </message>
</context>
<context>
    <name>PracticeBox</name>
    <message>
        <location filename="../../coventry_desktop/practice/in_game_box.py" line="+48"/>
        <source>Type the call</source>
        <translation>Taper la formule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type each call instead of choosing it from four</source>
        <translation>Taper chaque formule au lieu de la choisir parmi quatre</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your calls: %1 of %2 right</source>
        <translation>Vos formules réussies&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice: your calls are asked for</source>
        <translation>Entraînement&#xa0;: c’est vous qui dites les formules</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <location filename="../../coventry_desktop/practice/progress_dialog.py" line="+70"/>
        <source>Practice progress</source>
        <translation>Progrès de l’entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls in:</source>
        <translation>Formules en&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a drill…</source>
        <translation>Commencer un exercice…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No answers in this language yet: start a drill.</source>
        <translation>Aucune réponse dans cette langue pour l’instant&#xa0;: commencez un exercice.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All time: %1% right · answers: %2 · sessions: %3</source>
        <translation>Depuis le début&#xa0;: %1&#xa0;% de réussite · réponses&#xa0;: %2 · séances&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>QuizWidget</name>
    <message>
        <location filename="../../coventry_desktop/practice/quiz_widget.py" line="+104"/>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the call, then press Enter</source>
        <translation>Tapez la formule, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Which call goes with this card, the lead (1st card of the quartet)?</source>
        <translation>Quelle formule accompagne cette carte à l’entame (1re carte du quartet)&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which call goes with this card, the 2nd of its quartet?</source>
        <translation>Quelle formule accompagne cette carte, 2e de son quartet&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which call goes with this card, the 3rd of its quartet?</source>
        <translation>Quelle formule accompagne cette carte, 3e de son quartet&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which call goes with this card, the 4th of its quartet?</source>
        <translation>Quelle formule accompagne cette carte, 4e de son quartet&#xa0;?</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Right!</source>
        <translation>Exact&#xa0;!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite.</source>
        <translation>Pas tout à fait.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time is up.</source>
        <translation>Temps écoulé.</translation>
    </message>
</context>
<context>
    <name>RhymePanel</name>
    <message>
        <location filename="../../coventry_desktop/widgets/rhyme_panel.py" line="+168"/>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Calls</source>
        <translation>Formules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal</source>
        <translation>Cette donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Style:</source>
        <translation>&amp;Style&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhymes</source>
        <translation>Rimes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snip, Snap, Snorem</source>
        <translation>Snip, Snap, Snorem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards of the quartet called so far</source>
        <translation>Cartes du quartet déjà annoncées</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../coventry_desktop/widgets/rules_dialog.py" line="+56"/>
        <source>Rules of Earl of Coventry</source>
        <translation>Règles du Comte de Coventry</translation>
    </message>
</context>
<context>
    <name>ScoreboardDialog</name>
    <message>
        <location filename="../../coventry_desktop/widgets/dialogs.py" line="+32"/>
        <source>Scoreboard</source>
        <translation>Tableau des scores</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <location filename="../../coventry_desktop/widgets/items.py" line="+182"/>
        <source>D</source>
        <comment>dealer chip: first letter of &apos;dealer&apos;</comment>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>SettlementPanel</name>
    <message>
        <location filename="../../coventry_desktop/widgets/overlays.py" line="+87"/>
        <source>&amp;Next deal</source>
        <translation>Donne &amp;suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New &amp;game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Scoreboard</source>
        <translation>&amp;Tableau des scores</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Series over — final standings</source>
        <translation>Série terminée — classement final</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went out!</source>
        <translation>%1 gagne la donne&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards left</source>
        <translation>Cartes restantes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
</context>
<context>
    <name>Speaker</name>
    <message>
        <location filename="../../coventry_desktop/speech.py" line="+38"/>
        <source>no English voice on this system</source>
        <translation>aucune voix anglaise sur ce système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no Russian voice on this system</source>
        <translation>aucune voix russe sur ce système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no French voice on this system</source>
        <translation>aucune voix française sur ce système</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice on this system</source>
        <translation>aucune voix sur ce système</translation>
    </message>
    <message>
        <location line="+165"/>
        <location line="+69"/>
        <source>no speech engine on this system</source>
        <translation>aucun moteur de synthèse vocale sur ce système</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>speech is not installed (pip install coventry-desktop[speech])</source>
        <translation>la synthèse vocale n’est pas installée (pip install coventry-desktop[speech])</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../coventry_desktop/storage/problems.py" line="+47"/>
        <source>The file could not be read (the system refused access or the disk failed).</source>
        <translation>Impossible de lire le fichier (le système en a refusé l’accès ou le disque est défaillant).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is not text: it was damaged or overwritten by another program.</source>
        <translation>Le fichier n’est pas du texte&#xa0;: il a été endommagé ou écrasé par un autre programme.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is cut short: it was not written to the end.</source>
        <translation>Le fichier est tronqué&#xa0;: il n’a pas été écrit jusqu’au bout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is damaged or is not a Coventry Desktop file.</source>
        <translation>Le fichier est endommagé ou n’est pas un fichier Coventry Desktop.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was made by a version of the game with different rules or format.</source>
        <translation>Le fichier a été créé par une version du jeu aux règles ou au format différents.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was changed outside the game, so it cannot be trusted.</source>
        <translation>Le fichier a été modifié en dehors du jeu&#xa0;; on ne peut donc pas s’y fier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file contains an action the rules do not allow.</source>
        <translation>Le fichier contient une action que les règles interdisent.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>It was kept aside as “%1”; nothing else was changed.</source>
        <translation>Il a été mis de côté sous le nom «&#xa0;%1&#xa0;»&#xa0;; rien d’autre n’a été modifié.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../coventry_desktop/widgets/table.py" line="+221"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message numerus="yes">
        <location line="+142"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · total %2</source>
        <translation>%1 · total %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Spent: %1</source>
        <translation>Écartés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 went out!</source>
        <translation>%1 gagne la donne&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass the screen to %1</source>
        <translation>Passez l’écran à %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your lead: play any card</source>
        <translation>À vous d’entamer&#xa0;: jouez n’importe quelle carte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No %1 in your hand: press P to pass</source>
        <translation>Vous n’avez aucune carte de rang «&#xa0;%1&#xa0;»&#xa0;: appuyez sur P pour passer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a card of rank %1</source>
        <translation>Jouez une carte de rang «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to play</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../coventry_desktop/app.py" line="+52"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
</TS>
