<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../coventry_desktop/widgets/about.py" line="+46"/>
        <source>The Coventry Desktop authors (program and app icon)</source>
        <translation>Les auteurs de Coventry Desktop (programme et icône de l’application)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>svg-cards 4.0.2 (card faces and back)</source>
        <translation>svg-cards 4.0.2 (faces et dos des cartes)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Qt and Qt for Python (PySide6)</source>
        <translation>Qt et Qt for Python (PySide6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Qt Company Ltd and contributors</source>
        <translation>The Qt Company Ltd et ses contributeurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The platformdirs developers</source>
        <translation>Les développeurs de platformdirs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jim Crist-Harif and the msgspec contributors</source>
        <translation>Jim Crist-Harif et les contributeurs de msgspec</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>About Coventry Desktop</source>
        <translation>À propos de Coventry Desktop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;Coventry Desktop %1&lt;/h3&gt;&lt;p&gt;Parlour card games for the desktop: %2, against bots or with friends.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Coventry Desktop %1&lt;/h3&gt;&lt;p&gt;Des jeux de cartes de salon pour l’ordinateur&#xa0;: %2, contre des robots ou entre amis.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Components and licences</source>
        <translation>Composants et licences</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence text</source>
        <translation>Texte de la licence</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Component&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Licence&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Composant&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Licence&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt version: %1</source>
        <translation>Version de Qt&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1</source>
        <comment>a game&apos;s name in the list of games: quoted as your language quotes a title</comment>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2</source>
        <comment>the last two names of a list of games</comment>
        <translation>%1 et %2</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <location filename="../../coventry_desktop/widgets/accessibility.py" line="+43"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Trois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Six</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>Huit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>Neuf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 of %2</source>
        <comment>a card&apos;s name for screen readers: %1 rank, %2 suit</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Face-down card</source>
        <translation>Carte face cachée</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Dealer.</source>
        <translation>Donneur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their turn.</source>
        <translation>C’est son tour.</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/practice/chart.py" line="+131"/>
        <source>By card of the quartet</source>
        <translation>Par carte du carré</translation>
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
    <name>App</name>
    <message>
        <location filename="../../coventry_desktop/app.py" line="+154"/>
        <source>Coventry Desktop is already open in another window. This window will not save its game or statistics; to keep your series, play in the other window.</source>
        <translation>Coventry Desktop est déjà ouvert dans une autre fenêtre. Cette fenêtre n’enregistrera ni la partie ni les statistiques&#xa0;; pour conserver votre série, jouez dans l’autre fenêtre.</translation>
    </message>
</context>
<context>
    <name>AppMenus</name>
    <message>
        <location filename="../../coventry_desktop/widgets/app_shell.py" line="+433"/>
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
        <source>Restore Prev&amp;ious Game</source>
        <translation>Reprendre la partie &amp;précédente</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <source>Pa&amp;use</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score&amp;board</source>
        <translation>&amp;Tableau des scores</translation>
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
        <source>Spea&amp;k Aloud</source>
        <translation>Lire à voix &amp;haute</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play Cards by &amp;Double-Click</source>
        <translation>Jouer les cartes par &amp;double-clic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Playing Coventry Desktop</source>
        <translation>&amp;Jouer avec Coventry Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Coventry Desktop</source>
        <translation>À &amp;propos de Coventry Desktop</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Play Again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Paused: press %1 to go on</source>
        <translation>En pause&#xa0;: appuyez sur %1 pour continuer</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/widgets/help_page.py" line="+42"/>
        <source>Playing Coventry Desktop</source>
        <translation>Jouer avec Coventry Desktop</translation>
    </message>
</context>
<context>
    <name>AppShell</name>
    <message>
        <location filename="../../coventry_desktop/widgets/app_shell.py" line="-268"/>
        <source>Your unfinished game of %1 goes on at deal %2.</source>
        <translation>Votre partie inachevée de %1 continue à la donne %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A file could not be saved in “%1”: %2.</source>
        <translation>Un fichier n’a pas pu être enregistré dans «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Your unfinished series of %1 that was saved is kept: Game → Restore Previous Game brings it back.</source>
        <translation>Votre série inachevée de %1 qui était enregistrée est gardée&#xa0;: Partie → Reprendre la partie précédente la ramène.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your unfinished series of %1 could not be kept (%2), so this one does not replace it.</source>
        <translation>Votre série inachevée de %1 n’a pas pu être gardée (%2)&#xa0;: celle-ci ne la remplace donc pas.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The data folder “%1” cannot be written: %2. Your saved series can be played, but nothing is saved until that is mended.</source>
        <translation>Le dossier de données «&#xa0;%1&#xa0;» ne peut pas être écrit&#xa0;: %2. Votre partie enregistrée peut être jouée, mais rien n’est enregistré tant que ce n’est pas réparé.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Some of your settings could not be read. %1</source>
        <translation>Certains de vos réglages n’ont pas pu être lus. %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings could not be read, so they start again from the defaults. %1</source>
        <translation>Vos réglages n’ont pas pu être lus&#xa0;: ils reprennent leurs valeurs par défaut. %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A file of an earlier release could not be converted. %1</source>
        <translation>Un fichier d’une version précédente n’a pas pu être converti. %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The files of an earlier release could not be converted in “%1”: %2. They are kept as they were, and converting them is tried again at the next start.</source>
        <translation>Les fichiers d’une version précédente n’ont pas pu être convertis dans «&#xa0;%1&#xa0;»&#xa0;: %2. Ils sont gardés tels quels, et leur conversion sera retentée au prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>CometPresenter</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/games/comet/ui/presenter.py" line="+81"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dead cards</source>
        <translation>Cartes mortes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bank: %1</source>
        <translation>Banque&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Known dead: %1</source>
        <translation>Mortes connues&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>After the Comet: %1 or %2</source>
        <translation>Après la Comète&#xa0;: %1 ou %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the Comet: %1</source>
        <translation>Après la Comète&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Free start</source>
        <translation>Départ libre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to play</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free start: play any card</source>
        <translation>Départ libre&#xa0;: jouez n’importe quelle carte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot go on: pass (P)</source>
        <translation>Vous ne pouvez pas continuer&#xa0;: passez (P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After the Comet: play %1 or %2</source>
        <translation>Après la Comète&#xa0;: jouez %1 ou %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the Comet: play %1</source>
        <translation>Après la Comète&#xa0;: jouez %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may play the Comet instead of passing</source>
        <translation>Vous pouvez jouer la Comète au lieu de passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the next card of the run</source>
        <translation>Jouez la carte suivante de la séquence</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You play %2</source>
        <translation>Vous jouez %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You pass</source>
        <translation>Vous passez</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 passes</source>
        <translation>%1 passe</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+70"/>
        <source>You go out and take the bank (%2)</source>
        <translation>Vous sortez et prenez la banque (%2)</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+71"/>
        <source>%1 goes out and takes the bank (%2)</source>
        <translation>%1 sort et prend la banque (%2)</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>You receive %2 from each other player (%3)</source>
        <translation>Vous recevez %2 de chaque autre joueur (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 receives %2 from each other player (%3)</source>
        <translation>%1 reçoit %2 de chaque autre joueur (%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You pay %2 to each other player (%3)</source>
        <translation>Vous payez %2 à chaque autre joueur (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays %2 to each other player (%3)</source>
        <translation>%1 paie %2 à chaque autre joueur (%3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold the next card of the run and must play it.</source>
        <translation>Vous avez la carte suivante de la séquence et devez la jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold a card you may play and cannot pass.</source>
        <translation>Vous avez une carte jouable et ne pouvez pas passer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Comet may only be played instead of passing.</source>
        <translation>La Comète ne se joue qu’au lieu de passer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card does not continue the run.</source>
        <translation>Cette carte ne continue pas la séquence.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>C</source>
        <comment>Cards (left in hand), shortened in a narrow settlement grid</comment>
        <translation>C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <comment>Bank, shortened in a narrow settlement grid</comment>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P</source>
        <comment>Play (what play paid), shortened in a narrow settlement grid</comment>
        <translation>J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <comment>Held (paid for cards still held), shortened in a narrow settlement grid</comment>
        <translation>M</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Units: the ante (−1), the bank, the payments in play, and for what was still held 2 per Comet and 1 per King to each other player.</source>
        <translation>Unités&#xa0;: la mise (−1), la banque, les paiements en jeu et, pour ce qui restait en main, 2 par Comète et 1 par roi à chaque autre joueur.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Pass &amp;Automatically When I Cannot Continue the Run</source>
        <translation>Passer &amp;automatiquement quand je ne peux pas continuer la séquence</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Bank</source>
        <translation>Banque</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>Comet</source>
        <translation>Comète</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play Co&amp;met…</source>
        <translation>Jouer à la Co&amp;mète…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comets played</source>
        <translation>Comètes jouées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings kept</source>
        <translation>Rois gardés</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cards played</source>
        <translation>Cartes jouées</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Held</source>
        <translation>En main</translation>
    </message>
</context>
<context>
    <name>CoventryPresenter</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/presenter.py" line="+70"/>
        <source>Earl of Coventry</source>
        <translation>Comte de Coventry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play Earl of Co&amp;ventry…</source>
        <translation>Jouer au Comte de Co&amp;ventry…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules of Earl of Coventry</source>
        <translation>Règles du Comte de Coventry</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Spent cards</source>
        <translation>Cartes écartées</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Spent: %1</source>
        <translation>Écartés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+78"/>
        <source>You went out!</source>
        <translation>Vous gagnez la donne&#xa0;!</translation>
    </message>
    <message>
        <location line="-77"/>
        <location line="+78"/>
        <source>%1 went out!</source>
        <translation>%1 gagne la donne&#xa0;!</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>%1 to play</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lead: play any card</source>
        <translation>À vous d’entamer&#xa0;: jouez n’importe quelle carte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No %1 in your hand: pass (P)</source>
        <translation>Vous n’avez aucune carte de rang «&#xa0;%1&#xa0;»&#xa0;: passez (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card of rank %1</source>
        <translation>Jouez une carte de rang «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Last Quartet</source>
        <translation>&amp;Dernier carré</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>That card cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cards left</source>
        <translation>Cartes restantes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Each other player pays the winner 1 per card left.</source>
        <translation>Chaque autre joueur paie au gagnant 1 par carte restante.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass &amp;Automatically When I Have No Card of the Rank</source>
        <translation>Passer &amp;automatiquement quand je n’ai pas de carte du rang</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1. %2: %3 led, %4 completed</source>
        <translation>%1. %2&#xa0;: entame — %3, dernière carte — %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quartets</source>
        <translation>Carrés</translation>
    </message>
</context>
<context>
    <name>DrillDialog</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/practice/drill.py" line="+139"/>
        <location line="+64"/>
        <source>Practise the calls</source>
        <translation>S’entraîner aux formules</translation>
    </message>
    <message>
        <location line="-63"/>
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
        <location line="+135"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>Ten more</source>
        <translation>Dix de plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak the calls aloud</source>
        <translation>Dire les formules à voix haute</translation>
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
        <location line="+130"/>
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
    <message>
        <location line="-111"/>
        <source>Start ten new prompts in this language? The answers you gave stay in your progress.</source>
        <translation>Commencer dix nouvelles questions dans cette langue&#xa0;? Vos réponses restent dans votre progression.</translation>
    </message>
</context>
<context>
    <name>GameAccess</name>
    <message>
        <location filename="../../coventry_desktop/widgets/game_access.py" line="+41"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What happened in this deal</source>
        <translation>Ce qui s’est passé dans cette donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series totals</source>
        <translation>Totaux de la série</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settlement of the deal</source>
        <translation>Règlement de la donne</translation>
    </message>
</context>
<context>
    <name>GameHint</name>
    <message>
        <location filename="../../coventry_desktop/widgets/game_hint.py" line="+60"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Thinking about a hint…</source>
        <translation>Réflexion sur un conseil…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint: pass.</source>
        <translation>Conseil&#xa0;: passez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: play %1.</source>
        <translation>Conseil&#xa0;: jouez %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: give %1.</source>
        <translation>Conseil&#xa0;: donnez %1.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <location filename="../../coventry_desktop/widgets/game_keeper.py" line="+165"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Record…</source>
        <translation>&amp;Exporter la partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Transcript…</source>
        <translation>Exporter le &amp;texte…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch Bots Play</source>
        <translation>Regarder les ro&amp;bots jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Record…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The series is saved as “%1”, and each later move of this window is saved there too. To go on with it another time, open that file with Game → Open Record… and choose Continue This Series.</source>
        <translation>La partie est enregistrée sous «&#xa0;%1&#xa0;», et chaque coup suivant de cette fenêtre y est enregistré aussi. Pour la reprendre plus tard, ouvrez ce fichier avec Partie → Ouvrir une partie… et choisissez Continuer cette partie.</translation>
    </message>
    <message>
        <location line="+59"/>
        <location line="+12"/>
        <source>Save the Series Elsewhere…</source>
        <translation>Enregistrer la partie ailleurs…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be saved in “%1”: %2. Play goes on, and saving is tried again after every move.</source>
        <translation>La partie n’a pas pu être enregistrée dans «&#xa0;%1&#xa0;»&#xa0;: %2. Le jeu continue, et l’enregistrement est retenté après chaque coup.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The statistics could not be saved in “%1”: %2. They are tried again after your next move.</source>
        <translation>Les statistiques n’ont pas pu être enregistrées dans «&#xa0;%1&#xa0;»&#xa0;: %2. Elles sont retentées après votre prochain coup.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your practice progress could not be saved in “%1”: %2.</source>
        <translation>Vos progrès d’entraînement n’ont pas pu être enregistrés dans «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings could not be saved in “%1”: %2.</source>
        <translation>Vos réglages n’ont pas pu être enregistrés dans «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A file could not be saved in “%1”: %2.</source>
        <translation>Un fichier n’a pas pu être enregistré dans «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Leave this unfinished game of %1? It is kept, and offered again when you next play %1.</source>
        <translation>Quitter cette partie inachevée de %1&#xa0;? Elle est gardée et vous sera proposée la prochaine fois que vous jouerez à %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new series in place of this unfinished one? It is kept: Game → Restore Previous Game brings it back.</source>
        <translation>Commencer une nouvelle série à la place de celle-ci, inachevée&#xa0;? Elle est gardée&#xa0;: Partie → Reprendre la partie précédente la ramène.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The bot playing for %1 made an error; the Easy bot played that move in its place. The details are in the log.</source>
        <translation>Le robot qui jouait pour %1 a fait une erreur&#xa0;; le robot Facile a joué ce coup à sa place. Les détails sont dans le journal.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Leave the Game</source>
        <translation>Quitter la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last save failed (%1), so the moves since then are kept nowhere. Save the series in another folder before leaving?</source>
        <translation>Le dernier enregistrement a échoué (%1)&#xa0;: les coups joués depuis ne sont gardés nulle part. Enregistrer la partie dans un autre dossier avant de partir&#xa0;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Ne pas enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Save the Series in Another Folder</source>
        <translation>Enregistrer la partie dans un autre dossier</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The record could not be written: %1.</source>
        <translation>La partie n’a pas pu être écrite&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The finished deals were written as a record to “%1”.</source>
        <translation>Les donnes terminées ont été exportées comme partie dans «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The transcript could not be written: %1.</source>
        <translation>Le texte n’a pas pu être écrit&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="-311"/>
        <source>The series could not be saved in “%1”: %2.</source>
        <translation>La partie n’a pas pu être enregistrée dans «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+278"/>
        <source>Export the Finished Deals as a Record</source>
        <translation>Exporter les donnes terminées</translation>
    </message>
    <message>
        <location line="-45"/>
        <location line="+46"/>
        <location line="+65"/>
        <source>Records (*.json)</source>
        <translation>Parties (*.json)</translation>
    </message>
    <message>
        <location line="-497"/>
        <source>Some of the statistics of %1 (“%2” in “%3”) could not be read. %4</source>
        <translation>Une partie des statistiques de %1 («&#xa0;%2&#xa0;» dans «&#xa0;%3&#xa0;») n’a pas pu être lue. %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The statistics of %1 (“%2” in “%3”) could not be read, so they count again from zero. %4</source>
        <translation>Les statistiques de %1 («&#xa0;%2&#xa0;» dans «&#xa0;%3&#xa0;») n’ont pas pu être lues&#xa0;: elles repartent de zéro. %4</translation>
    </message>
    <message>
        <location line="+389"/>
        <location line="+49"/>
        <location line="+22"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Export the Finished Deals as Text</source>
        <translation>Exporter les donnes terminées en texte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The finished deals were written as text to “%1”.</source>
        <translation>Les donnes terminées ont été exportées en texte dans «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 — watching the bots</source>
        <translation>%1 — les robots jouent</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+14"/>
        <source>Open a Record</source>
        <translation>Ouvrir une partie</translation>
    </message>
</context>
<context>
    <name>GameReplay</name>
    <message>
        <location filename="../../coventry_desktop/widgets/game_replay.py" line="+98"/>
        <source>Replay of %1</source>
        <translation>Relecture&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Actions of the record</source>
        <translation>Coups de la partie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Seen by:</source>
        <translation>&amp;Vu par&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;First</source>
        <translation>&amp;Début</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Back</source>
        <translation>&amp;Reculer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Forward</source>
        <translation>&amp;Avancer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Last</source>
        <translation>&amp;Fin</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Continue This Series</source>
        <translation>&amp;Continuer cette partie</translation>
    </message>
</context>
<context>
    <name>GameSetupDialog</name>
    <message>
        <location filename="../../coventry_desktop/widgets/other_games.py" line="+65"/>
        <source>New Game of %1</source>
        <translation>Nouvelle partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+12"/>
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
    <message numerus="yes">
        <location line="+7"/>
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Seats:</source>
        <translation>&amp;Places&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;People at this screen:</source>
        <translation>Personnes à &amp;cet écran&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bots:</source>
        <translation>&amp;Robots&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ser&amp;ies:</source>
        <translation>&amp;Série&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player &amp;%1:</source>
        <translation>Joueur &amp;%1&#xa0;:</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>&amp;Rules:</source>
        <translation>Rè&amp;gles&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <location line="-40"/>
        <source>%n deal(s) per player</source>
        <translation>
            <numerusform>%n donne par joueur</numerusform>
            <numerusform>%n donnes par joueur</numerusform>
        </translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Two people are called %1: give each person a name of their own.</source>
        <translation>Deux personnes s’appellent %1&#xa0;: donnez à chacune son propre nom.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>These rules play until a total reaches %1 points.</source>
        <translation>Ces règles se jouent jusqu’à ce qu’un total atteigne %1 points.</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../coventry_desktop/widgets/game_window.py" line="+188"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
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
        <location line="+5"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Confirmer</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/widgets/game_window_parts.py" line="+144"/>
        <source>Pass the screen to %1</source>
        <translation>Passez l’écran à %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone else, please look away while %1 plays.</source>
        <translation>Les autres, détournez les yeux s’il vous plaît pendant que %1 joue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>I am %1 — show my hand</source>
        <translation>Je suis %1 — montrer ma main</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/models/table_show.py" line="+68"/>
        <source>The deal is over: the next one is dealt in a moment.</source>
        <translation>La donne est terminée&#xa0;: la prochaine est distribuée dans un instant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal is over: Next Deal (Enter) deals the next one.</source>
        <translation>La donne est terminée&#xa0;: Donne suivante (Entrée) distribue la prochaine.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You win the series.</source>
        <translation>Vous gagnez la série.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the series.</source>
        <translation>%1 gagne la série.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 share first place.</source>
        <translation>Première place partagée&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play Again (Enter) starts a new one.</source>
        <translation>Rejouer (Entrée) en commence une nouvelle.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/widgets/game_log.py" line="+46"/>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/widgets/game_keeper.py" line="-183"/>
        <source>Leave the Game</source>
        <translation>Quitter la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is not finished. Leave it? It is not saved.</source>
        <translation>Cette partie n’est pas finie. La quitter&#xa0;? Elle n’est pas enregistrée.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../coventry_desktop/models/game_words.py" line="+46"/>
        <source>Custom</source>
        <translation>Sur mesure</translation>
    </message>
</context>
<context>
    <name>HeartsOptionWords</name>
    <message>
        <location filename="../../coventry_desktop/games/hearts/ui/option_words.py" line="+20"/>
        <source>Gi&amp;ve cards:</source>
        <translation>&amp;Donner les cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sc&amp;oring:</source>
        <translation>&amp;Marque&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series &amp;length:</source>
        <translation>&amp;Longueur de la série&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;End when a total reaches:</source>
        <translation>&amp;Terminer quand un total atteint&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ &amp;must go at the first discard</source>
        <translation>La Dame noire (Q♠) part à la première dé&amp;fausse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No &amp;heart lead before the third trick</source>
        <translation>Pas d’&amp;entame à cœur avant le troisième pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2♣ lea&amp;ds the first trick</source>
        <translation>Le 2♣ entame le prem&amp;ier pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No points on the &amp;first trick</source>
        <translation>Aucun p&amp;oint au premier pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts must be bro&amp;ken before a heart lead</source>
        <translation>N’entamer cœur qu’une fois les cœurs o&amp;uverts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shoo&amp;ting the moon</source>
        <translation>Faire la lu&amp;ne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the right</source>
        <translation>À droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the left</source>
        <translation>À gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right, left, across, keep</source>
        <translation>Droite, gauche, en face, sans passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right, left, keep</source>
        <translation>À droite, à gauche, on garde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, right, across, keep</source>
        <translation>Gauche, droite, en face, sans passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, right, keep</source>
        <translation>À gauche, à droite, on garde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the average</source>
        <translation>Contre la moyenne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot: the lowest score takes it</source>
        <translation>Pot&#xa0;: le score le plus bas le prend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Totaliser: only 0 points takes it</source>
        <translation>Totalisateur&#xa0;: seul un score de 0 le prend</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n deal(s) per player</source>
        <translation>
            <numerusform>%n donne par joueur</numerusform>
            <numerusform>%n donnes par joueur</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Until a total is reached</source>
        <translation>Jusqu’à ce qu’un total soit atteint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These rules would never end: choose a series length, or a total that ends the series.</source>
        <translation>Ces règles ne finiraient jamais&#xa0;: choisissez une longueur de série, ou un total qui termine la série.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These options do not go together: %1</source>
        <translation>Ces règles ne vont pas ensemble&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>HeartsPresenter</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/games/hearts/ui/presenter.py" line="+64"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Last Trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kitty</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards taken</source>
        <translation>Cartes prises</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given</source>
        <translation>Données</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>You take the trick</source>
        <translation>Vous prenez le pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick</source>
        <translation>%1 prend le pli</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last trick: you took it (%2)</source>
        <translation>Dernier pli&#xa0;: pris par vous (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick: %1 took it (%2)</source>
        <translation>Dernier pli&#xa0;: pris par %1 (%2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No cards are given this deal</source>
        <translation>Aucune carte n’est passée dans cette donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts broken</source>
        <translation>Cœurs ouverts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts not broken yet</source>
        <translation>Cœurs pas encore ouverts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Black Lady must go</source>
        <translation>La dame de pique doit partir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kitty %1 goes to you (%3)</source>
        <translation>Le talon %1 vous revient (%3)</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+69"/>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>%1 to give</source>
        <translation>À %1 de donner ses cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to play</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Choose %n card(s) to give to %1, then Confirm</source>
        <translation>
            <numerusform>Choisissez %n carte à donner à %1, puis confirmez</numerusform>
            <numerusform>Choisissez %n cartes à donner à %1, puis confirmez</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Black Lady must go: play the Q♠</source>
        <translation>La Dame noire doit partir&#xa0;: jouez la Q♠</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: hearts are not broken yet</source>
        <translation>À vous d’entamer&#xa0;: les cœurs ne sont pas encore ouverts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your lead</source>
        <translation>À vous d’entamer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: follow %1</source>
        <translation>À vous&#xa0;: fournissez à %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: you have no %1, play any card you may</source>
        <translation>À vous&#xa0;: vous n’avez pas de %1, jouez une carte permise</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play %2</source>
        <translation>Vous jouez %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You give %n card(s) to %2</source>
        <translation>
            <numerusform>Vous donnez %n carte à %2</numerusform>
            <numerusform>Vous donnez %n cartes à %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gives you %n card(s)</source>
        <translation>
            <numerusform>%1 vous donne %n carte</numerusform>
            <numerusform>%1 vous donne %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gives %n card(s) to %2</source>
        <translation>
            <numerusform>%1 donne %n carte à %2</numerusform>
            <numerusform>%1 donne %n cartes à %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You take the trick (%2)</source>
        <translation>Vous prenez le pli (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick (%2)</source>
        <translation>%1 prend le pli (%2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The first trick is led with the 2♣, or the lowest club when it is in the kitty.</source>
        <translation>Le premier pli s’entame du 2♣, ou du plus petit trèfle s’il est dans le talon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No heart and no Q♠ on the first trick while you hold another card.</source>
        <translation>Ni cœur ni Q♠ au premier pli tant que vous avez une autre carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are not broken yet: lead another suit until a heart or Q♠ is played.</source>
        <translation>Les cœurs ne sont pas encore ouverts&#xa0;: entamez une autre couleur jusqu’à ce qu’un cœur ou la Q♠ soit joué.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No heart may be led before the third trick.</source>
        <translation>On ne peut pas entamer cœur avant le troisième pli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give your cards first: play starts once everyone has.</source>
        <translation>Donnez d’abord vos cartes&#xa0;: le jeu commence quand tous l’ont fait.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The give is over: play a card.</source>
        <translation>Le passage est fini&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose exactly the number of cards this table gives.</source>
        <translation>Choisissez exactement le nombre de cartes que cette table passe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card cannot be given twice.</source>
        <translation>Une carte ne peut pas être donnée deux fois.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such seat at this table.</source>
        <translation>Cette place n’existe pas à cette table.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+85"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Average: %1 points; each settles the average less their own (lower is better)</source>
        <translation>Moyenne&#xa0;: %1 points&#xa0;; chacun règle la moyenne moins son score (le plus bas gagne)</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The series is over: the %n chip(s) still in the pot are shared by everyone, %1 each.</source>
        <translation>
            <numerusform>La série est terminée&#xa0;: le %n jeton resté dans le pot est partagé entre tous, %1 chacun.</numerusform>
            <numerusform>La série est terminée&#xa0;: les %n jetons restés dans le pot sont partagés entre tous, %1 chacun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Pot carried from earlier deals: %n chip(s)</source>
        <translation>
            <numerusform>Pot reporté des donnes précédentes&#xa0;: %n jeton</numerusform>
            <numerusform>Pot reporté des donnes précédentes&#xa0;: %n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Carried in the pot from earlier deals: %n chip(s).</source>
        <translation>
            <numerusform>Le pot garde %n jeton des donnes précédentes.</numerusform>
            <numerusform>Le pot garde %n jetons des donnes précédentes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Pot: %n chip(s). You have the lowest score and take it all.</source>
        <translation>
            <numerusform>Pot&#xa0;: %n jeton. Vous avez le score le plus bas et prenez tout.</numerusform>
            <numerusform>Pot&#xa0;: %n jetons. Vous avez le score le plus bas et prenez tout.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pot: %n chip(s). %1 has the lowest score and takes it all.</source>
        <translation>
            <numerusform>Pot&#xa0;: %n jeton. %1 a le score le plus bas et prend tout.</numerusform>
            <numerusform>Pot&#xa0;: %n jetons. %1 a le score le plus bas et prend tout.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pot: %n chip(s). Lowest score, splitting it: %1, %2 each.</source>
        <translation>
            <numerusform>Pot&#xa0;: %n jeton. Score le plus bas, partagent le pot&#xa0;: %1, %2 chacun.</numerusform>
            <numerusform>Pot&#xa0;: %n jetons. Score le plus bas, partagent le pot&#xa0;: %1, %2 chacun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Totaliser: %n chip(s). Nobody took 0 points: the jackpot stays in the pot for the next deal.</source>
        <translation>
            <numerusform>Totalisateur&#xa0;: %n jeton. Personne n’a fait 0 point&#xa0;: le jackpot reste dans le pot pour la donne suivante.</numerusform>
            <numerusform>Totalisateur&#xa0;: %n jetons. Personne n’a fait 0 point&#xa0;: le jackpot reste dans le pot pour la donne suivante.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Totaliser: %n chip(s). You took no points and win the jackpot.</source>
        <translation>
            <numerusform>Totalisateur&#xa0;: %n jeton. Vous n’avez pris aucun point et gagnez le jackpot.</numerusform>
            <numerusform>Totalisateur&#xa0;: %n jetons. Vous n’avez pris aucun point et gagnez le jackpot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Totaliser: %n chip(s). %1 took no points and wins the jackpot.</source>
        <translation>
            <numerusform>Totalisateur&#xa0;: %n jeton. %1 n’a pris aucun point et gagne le jackpot.</numerusform>
            <numerusform>Totalisateur&#xa0;: %n jetons. %1 n’a pris aucun point et gagne le jackpot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Totaliser: %n chip(s). No points, splitting the jackpot: %1, %2 each.</source>
        <translation>
            <numerusform>Totalisateur&#xa0;: %n jeton. Sans aucun point, partagent le jackpot&#xa0;: %1, %2 chacun.</numerusform>
            <numerusform>Totalisateur&#xa0;: %n jetons. Sans aucun point, partagent le jackpot&#xa0;: %1, %2 chacun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n odd chip(s) stay in the pot for the next deal.</source>
        <translation>
            <numerusform>%n jeton restant reste dans le pot pour la donne suivante.</numerusform>
            <numerusform>%n jetons restants restent dans le pot pour la donne suivante.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each seat pays one chip per point; units: chips won less chips paid.</source>
        <translation>Chacun paie un jeton par point&#xa0;; bilan&#xa0;: jetons gagnés moins jetons payés.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1. %2 led %3 · %4 took it · %5</source>
        <translation>%1. Entame&#xa0;: %2 (%3) · pli&#xa0;: %4 · %5</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>The kitty %1 goes to %2 (%3)</source>
        <translation>Le talon %1 revient à %2 (%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+55"/>
        <source>You shoot the moon!</source>
        <translation>Vous avez fait la lune&#xa0;!</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+55"/>
        <source>%1 shoots the moon!</source>
        <translation>%1 fait la lune&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <location line="-138"/>
        <source>%n pt(s) · Q♠</source>
        <translation>
            <numerusform>%n pt · Q♠</numerusform>
            <numerusform>%n pts · Q♠</numerusform>
        </translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Hearts</source>
        <translation>Dame de pique</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play Hea&amp;rts…</source>
        <translation>Jouer à la &amp;Dame de pique…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clean deals</source>
        <translation>Donnes sans points</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Q♠ taken</source>
        <translation>Q♠ prises</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons</source>
        <translation>Grands chelems</translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This deal gives to the right</source>
        <translation>Cette donne passe à droite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal gives to the left</source>
        <translation>Cette donne passe à gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal gives across</source>
        <translation>Cette donne passe en face</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow the suit led.</source>
        <translation>Vous devez fournir à la couleur demandée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Black Lady (Q♠) must go at the first chance.</source>
        <translation>La Dame noire (Q♠) doit partir à la première occasion.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>That card cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Points</source>
        <translation>Points</translation>
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
    <name>LearnToPlay</name>
    <message>
        <location filename="../../coventry_desktop/widgets/learn_to_play.py" line="+66"/>
        <source>Your lesson progress could not be read.</source>
        <translation>Votre progression dans les leçons n’a pas pu être lue.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New to %1? Learn it in five minutes.</source>
        <translation>Apprenez «&#xa0;%1&#xa0;» en 5&#xa0;min.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the &amp;Lessons</source>
        <translation>Commencer les &amp;leçons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, &amp;Thanks</source>
        <translation>&amp;Non merci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, thanks: do not offer the lessons again</source>
        <translation>Non merci&#xa0;: ne plus proposer les leçons</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Learn to Play: %1 — Coventry Desktop</source>
        <translation>Apprendre à jouer&#xa0;: %1 — Coventry Desktop</translation>
    </message>
</context>
<context>
    <name>LessonFlow</name>
    <message>
        <location filename="../../coventry_desktop/models/lesson_flow.py" line="+262"/>
        <source>Press Pass.</source>
        <translation>Appuyez sur Passer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1.</source>
        <translation>Jouez %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The rules allow that, but this lesson asks for another move.</source>
        <translation>Les règles le permettent, mais cette leçon demande un autre coup.</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../../coventry_desktop/widgets/lesson_panel.py" line="+158"/>
        <source>Learn to Play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start Again</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Lesson</source>
        <translation>Leçon &amp;suivante</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>complete</source>
        <translation>terminée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not done yet</source>
        <translation>pas encore faite</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Source: %1 (F1)</source>
        <translation>Source — %1 (F1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source: %1 (F1), %2</source>
        <translation>Source — %1 (F1), %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your move: %1</source>
        <translation>À vous. %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well played. Now answer the question below.</source>
        <translation>Bien joué. Répondez maintenant à la question ci-dessous.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the deal through; the bar under the table says what you may do, and H gives a hint.</source>
        <translation>Jouez la donne jusqu’au bout&#xa0;; la barre sous la table dit ce que vous pouvez faire, et H donne un conseil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the other players.</source>
        <translation>Regardez jouer les autres.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 Right: the lesson is complete.</source>
        <translation>%1 Exact&#xa0;: la leçon est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not quite. Try another answer.</source>
        <translation>Pas tout à fait. Essayez une autre réponse.</translation>
    </message>
    <message>
        <location line="+91"/>
        <location line="+1"/>
        <source>The rules allow that, but this lesson asks for another move.</source>
        <translation>Les règles le permettent, mais cette leçon demande un autre coup.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The lesson is complete, but it could not be saved: %1</source>
        <translation>La leçon est terminée, mais elle n’a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <location filename="../../coventry_desktop/models/lesson_flow.py" line="-149"/>
        <source>The lesson is over: answer its question, then choose Next Lesson.</source>
        <translation>La leçon est finie&#xa0;: répondez à sa question, puis choisissez «&#xa0;Leçon suivante&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lesson is complete: choose Next Lesson.</source>
        <translation>La leçon est terminée&#xa0;: choisissez «&#xa0;Leçon suivante&#xa0;».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson is complete, and so is the course.</source>
        <translation>La leçon est terminée, et le cours aussi.</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../coventry_desktop/games/comet/lessons.py" line="+34"/>
        <source>A run in one suit</source>
        <translation>Une séquence dans une couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a free start you play any card, then every card you hold that continues it upward in the same suit. Where you lack the next card, it is announced and the turn passes left. Start with 3♣.</source>
        <translation>Avec un départ libre, vous jouez n’importe quelle carte, puis toutes celles que vous avez qui la continuent vers le haut dans la même couleur. Quand la suivante vous manque, elle est annoncée et le tour passe à gauche. Commencez par le 3♣.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have a free start: play 3♣.</source>
        <translation>Vous avez un départ libre&#xa0;: jouez le 3♣.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run needs 4♣ next, and you hold it: play it.</source>
        <translation>La séquence demande le 4♣ et vous l’avez&#xa0;: jouez-le.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on with 5♣.</source>
        <translation>Continuez avec le 5♣.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run needs 7♣ and you hold it: you must play it.</source>
        <translation>La séquence demande le 7♣ et vous l’avez&#xa0;: vous devez le jouer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You lacked 6♣ after 5♣. What happened to the run?</source>
        <translation>Après le 5♣, le 6♣ vous manquait. Qu’est devenue la séquence&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“Without the Six of Clubs” was said, and B, who held it, went on</source>
        <translation>On a annoncé «&#xa0;Sans le six de trèfle&#xa0;», et B, qui l’avait, a continué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ended, and you started again</source>
        <translation>Elle s’est arrêtée et vous avez recommencé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You could play any other club</source>
        <translation>Vous pouviez jouer n’importe quel autre trèfle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run goes on from the missing card, with whoever holds it.</source>
        <translation>La séquence reprend à la carte manquante, avec celui qui la tient.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Holding the next card, you must play it</source>
        <translation>Vous avez la suivante&#xa0;: jouez-la</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C started a club run with A♣, which paid C 1 from each player, and ran it to 5♣: now it is your turn. You hold 6♣ and 7♣: you may not pass, and no other card may be played. When the run stops with you, the missing card is announced for you.</source>
        <translation>C a commencé une séquence de trèfle par l’A♣, qui lui a rapporté 1 de chaque joueur, et l’a menée jusqu’au 5♣&#xa0;: c’est maintenant votre tour. Vous avez le 6♣ et le 7♣&#xa0;: vous ne pouvez pas passer, ni jouer une autre carte. Quand la séquence s’arrête chez vous, la carte manquante est annoncée pour vous.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The run needs 6♣ and it is in your hand: play it.</source>
        <translation>La séquence demande le 6♣ et il est dans votre main&#xa0;: jouez-le.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Continue with 7♣.</source>
        <translation>Continuez avec le 7♣.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who may play a card when it is not their turn?</source>
        <translation>Qui peut jouer une carte hors de son tour&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody: every card is played in turn</source>
        <translation>Personne&#xa0;: chaque carte se joue à son tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the next card</source>
        <translation>Celui qui tient la carte suivante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whoever holds the Comet</source>
        <translation>Celui qui tient la Comète</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is Foster&apos;s Commit: the turn always goes left, one seat at a time.</source>
        <translation>C’est le Commit de Foster&#xa0;: le tour passe toujours à gauche, une place à la fois.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A King ends the run and pays</source>
        <translation>Le roi termine la séquence et rapporte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A King stops its run at once and gives its player a free start. Whoever plays a King receives 1 from every other player. Play J♥, Q♥ and K♥, then start again.</source>
        <translation>Un roi termine sa séquence aussitôt et donne à son joueur un départ libre. Qui joue un roi reçoit 1 de chaque autre joueur. Jouez J♥, Q♥ et K♥, puis recommencez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start the hearts with J♥.</source>
        <translation>Commencez les cœurs par le J♥.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue with Q♥.</source>
        <translation>Continuez avec la Q♥.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play K♥: it ends the run and pays you.</source>
        <translation>Jouez le K♥&#xa0;: il termine la séquence et vous rapporte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After the ante of 1, you stand at +1 and B and C at −2. Why?</source>
        <translation>Après la mise de 1, vous êtes à +1 et B et C à −2. Pourquoi&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The King paid you 1 from each of B and C</source>
        <translation>Le roi vous a rapporté 1 de B et 1 de C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every heart paid 1</source>
        <translation>Chaque cœur a rapporté 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took the bank</source>
        <translation>Vous avez pris la banque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone put 1 into the bank; the King then paid you 2 in all.</source>
        <translation>Chacun a mis 1 dans la banque&#xa0;; puis le roi vous a rapporté 2 en tout.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Comet instead of a pass</source>
        <translation>La Comète au lieu de passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C started a club run with 4♣ and laid 5♣: now it is your turn, and you lack 6♣. But you hold 9♦, the Comet. Instead of passing you may play it, and it pays you 2 from every other player. It never stands for the missing 6♣.</source>
        <translation>C a commencé une séquence de trèfle par le 4♣ et a posé le 5♣&#xa0;: c’est maintenant votre tour, et le 6♣ vous manque. Mais vous avez le 9♦, la Comète. Au lieu de passer, vous pouvez la jouer, et elle vous rapporte 2 de chaque autre joueur. Elle ne remplace jamais le 6♣ manquant.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>B held 6♣ and 10♦, and went on with 10♦ and J♦. May 6♣ still continue the clubs?</source>
        <translation>B avait le 6♣ et le 10♦, et a continué avec le 10♦ et le J♦. Le 6♣ peut-il encore continuer les trèfles&#xa0;?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Yes: B may play it on the next turn</source>
        <translation>Oui&#xa0;: B peut le jouer à son prochain tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6♣ stays in B&apos;s hand; the Comet did not turn into it, and the clubs are closed.</source>
        <translation>Le 6♣ reste dans la main de B&#xa0;; la Comète n’est pas devenue le 6♣, et les trèfles sont fermés.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>B started a club run with 4♣ and laid 5♣; C lacks 6♣ and plays the Comet instead of passing. The next player chooses: go on with the old run from 6♣, or start a diamond continuation with 10♦. You hold both; here, take the diamonds.</source>
        <translation>B a commencé une séquence de trèfle par le 4♣ et a posé le 5♣&#xa0;; C n’a pas le 6♣ et joue la Comète au lieu de passer. Le joueur suivant choisit&#xa0;: reprendre l’ancienne séquence au 6♣, ou commencer une séquence de carreau par le 10♦. Vous avez les deux&#xa0;; ici, prenez les carreaux.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>You cannot continue the clubs: play the Comet, 9♦.</source>
        <translation>Vous ne pouvez pas continuer les trèfles&#xa0;: jouez la Comète, le 9♦.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No: once a branch is played the other is closed</source>
        <translation>Non&#xa0;: dès qu’on joue sur une branche, l’autre est fermée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: 6♣ is still needed</source>
        <translation>Oui&#xa0;: le 6♣ est toujours attendu</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>After the Comet: choose the branch</source>
        <translation>Après la Comète&#xa0;: choisissez la branche</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Start the diamond branch with 10♦; J♦ follows it.</source>
        <translation>Commencez la branche à carreau par le 10♦&#xa0;; le J♦ suivra.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If you had held 6♣ but not 10♦, what could you do?</source>
        <translation>Si vous aviez eu le 6♣ sans le 10♦, qu’auriez-vous pu faire&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play 6♣: holding one branch&apos;s card, you must play it</source>
        <translation>Jouer le 6♣&#xa0;: avec la carte d’une seule branche, on doit la jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play any club</source>
        <translation>Jouer n’importe quel trèfle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With both you choose; with one you must play it.</source>
        <translation>Avec les deux, vous choisissez&#xa0;; avec une seule, vous devez la jouer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Going out: the bank, Kings and the Comet pay</source>
        <translation>Finir&#xa0;: la banque, les rois et la Comète paient</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first empty hand ends the deal and takes the bank. Cards left cost nothing, except that each King still held pays 1 to every other player, and a Comet still held pays 2 to each. Four players: play your last card.</source>
        <translation>La première main vide termine la donne et prend la banque. Les cartes restantes ne coûtent rien, sauf que chaque roi gardé paie 1 à chaque autre joueur, et une Comète gardée 2 à chacun. Quatre joueurs&#xa0;: jouez votre dernière carte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play 2♠, your last card.</source>
        <translation>Jouez le 2♠, votre dernière carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why did D, who kept two cards, end at +3?</source>
        <translation>Pourquoi D, qui a gardé deux cartes, finit-il à +3&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&apos;s two Kings and C&apos;s Comet paid D as well</source>
        <translation>Les deux rois de B et la Comète de C l’ont payé aussi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D took half the bank</source>
        <translation>D a pris la moitié de la banque</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every card left pays its holder</source>
        <translation>Chaque carte restante rapporte à son détenteur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D paid the ante of 1 and received 2 from B and 2 from C.</source>
        <translation>D a misé 1 et reçu 2 de B et 2 de C.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../coventry_desktop/games/coventry/lessons.py" line="+194"/>
        <location filename="../../coventry_desktop/games/hearts/lessons.py" line="+210"/>
        <source>A whole deal against Easy bots</source>
        <translation>Une donne entière contre des robots faciles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>51 cards, 8♦ taken out; three players get 17 each. Continue runs when you can, keep the Comet for a turn you cannot, and be the first to empty your hand. Press H for a hint whenever you wish.</source>
        <translation>51 cartes, sans le 8♦&#xa0;; à trois, 17 chacun. Continuez les séquences quand vous le pouvez, gardez la Comète pour un tour où vous ne le pouvez pas, et videz votre main le premier. Appuyez sur H pour un conseil quand vous voulez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Which cards pay when they are played?</source>
        <translation>Quelles cartes rapportent quand on les joue&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An Ace starting a run, a King, and the Comet</source>
        <translation>Un as qui commence une séquence, un roi et la Comète</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every diamond</source>
        <translation>Chaque carreau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the last card of a hand</source>
        <translation>Seulement la dernière carte d’une main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace and King pay 1 from each player, the Comet 2.</source>
        <translation>L’as et le roi rapportent 1 de chaque joueur, la Comète 2.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/games/coventry/lessons.py" line="-165"/>
        <location line="+31"/>
        <source>000 §03</source>
        <translation>001 §03</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Match the rank, or pass</source>
        <translation>Jouez le même rang, ou passez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only ranks matter: suits, order and values do not. When a rank is led, whoever holds a card of it must play one on their turn; whoever holds none passes. B leads a Five: play yours, then pass on the Kings.</source>
        <translation>Seul le rang compte&#xa0;: ni couleur, ni ordre, ni valeur. Quand un rang est entamé, qui en a une carte doit en jouer une à son tour&#xa0;; qui n’en a pas passe. B entame un cinq&#xa0;: jouez le vôtre, puis passez sur les rois.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A Five is in play and you hold 5♥: play it.</source>
        <translation>Les cinq sont en jeu et vous avez le 5♥&#xa0;: jouez-le.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A King is in play and you hold none: press Pass.</source>
        <translation>Les rois sont en jeu et vous n’en avez pas&#xa0;: appuyez sur Passer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B has just played the fourth King. Who leads now?</source>
        <translation>B vient de jouer le quatrième roi. Qui entame maintenant&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B, who played the fourth King</source>
        <translation>B, qui a joué le quatrième roi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C, who led the Kings</source>
        <translation>C, qui a entamé les rois</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You, the next seat</source>
        <translation>Vous, la place suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever completes a quartet leads the next one at once.</source>
        <translation>Qui complète un carré entame aussitôt le suivant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Several cards of one rank</source>
        <translation>Plusieurs cartes d’un même rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play one card at a time, never two at once. If the turn comes back to you and you still hold the rank, you play another: one player may play several, even all four, cards of a quartet.</source>
        <translation>Jouez une carte à la fois, jamais deux ensemble. Si votre tour revient et que vous avez encore le rang, jouez-en une autre&#xa0;: un joueur peut jouer plusieurs cartes d’un carré, même les quatre.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You lead first: lead a Queen, Q♠.</source>
        <translation>Vous entamez&#xa0;: entamez une dame, la Q♠.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Queens came back to you: play another one, Q♣.</source>
        <translation>Les dames reviennent à vous&#xa0;: jouez-en une autre, la Q♣.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your last Queen, Q♥, completes the quartet.</source>
        <translation>Votre dernière dame, la Q♥, complète le carré.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many cards of one quartet may one player play?</source>
        <translation>Combien de cartes d’un carré un joueur peut-il jouer&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One</source>
        <translation>Une</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two at most</source>
        <translation>Deux au plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any number, even all four</source>
        <translation>Autant qu’il en a, même les quatre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each time the turn comes back, you play one more if you can.</source>
        <translation>Chaque fois que le tour revient, vous en jouez une de plus si vous pouvez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+67"/>
        <source>000 §06</source>
        <translation>001 §06</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>The fourth card gives a new lead</source>
        <translation>La quatrième carte donne l’entame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rule card&apos;s example: you lead Q♠, B plays Q♥, C plays Q♦. When you play the fourth Queen, the quartet is complete and set aside, and you lead again at once, here 7♦.</source>
        <translation>L’exemple de la fiche&#xa0;: vous entamez la Q♠, B joue la Q♥, C la Q♦. Quand vous jouez la quatrième dame, le carré est complet et écarté, et vous entamez aussitôt, ici le 7♦.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lead Q♠, as in the rule card.</source>
        <translation>Entamez la Q♠, comme dans la fiche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three Queens are out and you hold the fourth: play Q♣.</source>
        <translation>Trois dames sont sorties et vous tenez la quatrième&#xa0;: jouez la Q♣.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You completed the quartet, so you lead again: lead 7♦.</source>
        <translation>Vous avez complété le carré, vous entamez donc&#xa0;: entamez le 7♦.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who led 7♦, and why?</source>
        <translation>Qui a entamé le 7♦, et pourquoi&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You: the fourth Queen gives its player the lead</source>
        <translation>Vous&#xa0;: la quatrième dame donne l’entame à son joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B: the turn always goes left</source>
        <translation>B&#xa0;: le tour passe toujours à gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the most Sevens</source>
        <translation>Celui qui a le plus de sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn does not pass after a fourth card: its player leads.</source>
        <translation>Après une quatrième carte, le tour ne passe pas&#xa0;: son joueur entame.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>000 §05</source>
        <translation>001 §05</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last card wins at once</source>
        <translation>Votre dernière carte gagne aussitôt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player to play their last card wins the deal at once, even in the middle of a quartet. Each other player loses one unit per card left in hand, and the winner gets the sum.</source>
        <translation>Le premier à jouer sa dernière carte gagne la donne aussitôt, même au milieu d’un carré. Chaque autre joueur perd une unité par carte restée en main, et le gagnant reçoit le total.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lead Q♠: your other card is a Queen too.</source>
        <translation>Entamez la Q♠&#xa0;: votre autre carte est aussi une dame.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play Q♣, your last card: you win before any new lead.</source>
        <translation>Jouez la Q♣, votre dernière carte&#xa0;: vous gagnez avant toute nouvelle entame.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>B and C hold two cards each. What do you win?</source>
        <translation>B et C ont deux cartes chacun. Que gagnez-vous&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 units: 2 from B and 2 from C</source>
        <translation>4 unités&#xa0;: 2 de B et 2 de C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2 units</source>
        <translation>2 unités</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing until the quartet is finished</source>
        <translation>Rien tant que le carré n’est pas fini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every card left in an opponent&apos;s hand pays one unit to you.</source>
        <translation>Chaque carte restée dans la main d’un adversaire vous rapporte une unité.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settlement: 3 + 5 = 8</source>
        <translation>Le règlement&#xa0;: 3 + 5 = 8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B leads the Threes; you hold the other two and C holds none. Go out with your last Three: B still holds 3 cards and C holds 5, so you win 3 + 5 = 8 units.</source>
        <translation>B entame les trois&#xa0;; vous avez les deux autres et C n’en a aucun. Finissez avec votre dernier trois&#xa0;: B garde 3 cartes et C 5, vous gagnez donc 3 + 5 = 8 unités.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You hold Threes: play one, 3♦.</source>
        <translation>Vous avez des trois&#xa0;: jouez-en un, le 3♦.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play 3♣, your last card, and the deal is yours.</source>
        <translation>Jouez le 3♣, votre dernière carte, et la donne est à vous.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What do B and C score in this deal?</source>
        <translation>Que marquent B et C dans cette donne&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B −3 and C −5</source>
        <translation>B −3 et C −5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both −4</source>
        <translation>Tous deux −4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B −5 and C −3</source>
        <translation>B −5 et C −3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each loses one unit per card left; the sums balance to zero.</source>
        <translation>Chacun perd une unité par carte restante&#xa0;; le total fait zéro.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>000 §02–§05</source>
        <translation>001 §02–§05</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All 52 cards are dealt; the dealer&apos;s left neighbour leads. Match the rank in play, lead again after a fourth card, and be the first to empty your hand. Press H for a hint whenever you wish.</source>
        <translation>Les 52 cartes sont distribuées&#xa0;; le voisin de gauche du donneur entame. Jouez le rang en jeu, entamez de nouveau après une quatrième carte, et videz votre main le premier. Appuyez sur H pour un conseil quand vous voulez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How does a deal of Earl of Coventry end?</source>
        <translation>Comment finit une donne de Comte de Coventry&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player to play their last card wins at once</source>
        <translation>Le premier à jouer sa dernière carte gagne aussitôt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When all thirteen quartets are complete</source>
        <translation>Quand les treize carrés sont complets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After six deals</source>
        <translation>Après six donnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six deals make a series; one empty hand ends a deal.</source>
        <translation>Six donnes font une série&#xa0;; une main vide termine une donne.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/games/hearts/lessons.py" line="-174"/>
        <location line="+60"/>
        <source>003 “Play”</source>
        <translation>003 «&#xa0;Le jeu&#xa0;»</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Follow the suit led</source>
        <translation>Fournissez à la couleur demandée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each trick is one card from everyone. You must follow the suit led if you can; the highest card of that suit wins the trick, and there are no trumps. D leads 5♦: follow low and let someone else win.</source>
        <translation>Un pli, c’est une carte de chacun. Vous devez fournir à la couleur demandée si vous le pouvez&#xa0;; la plus forte carte de cette couleur gagne le pli, et il n’y a pas d’atout. D entame le 5♦&#xa0;: fournissez petit et laissez un autre gagner.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Follow diamonds with 3♦: too low to win the trick.</source>
        <translation>Fournissez à carreau avec le 3♦&#xa0;: trop petit pour gagner le pli.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Who won this trick?</source>
        <translation>Qui a gagné ce pli&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B, with 9♦, the highest diamond</source>
        <translation>B, avec le 9♦, le plus fort carreau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You, with 3♦</source>
        <translation>Vous, avec le 3♦</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D, who led</source>
        <translation>D, qui a entamé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The highest card of the suit led wins, and its winner leads next.</source>
        <translation>La plus forte carte de la couleur demandée gagne, et son gagnant entame le pli suivant.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>003 “The give”</source>
        <translation>003 «&#xa0;Le don&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The give: three cards to the right</source>
        <translation>Le don&#xa0;: trois cartes à droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before play, everyone gives three cards face down to the right-hand neighbour, before seeing the three coming from the left. Give away what would take points: here Q♠, A♥ and K♥. Click them, then Confirm.</source>
        <translation>Avant le jeu, chacun donne trois cartes face cachée à son voisin de droite, avant de voir les trois qui viennent de gauche. Donnez ce qui prendrait des points&#xa0;: ici la Q♠, l’A♥ et le K♥. Cliquez-les, puis Confirmer.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose Q♠, A♥ and K♥, then press Confirm.</source>
        <translation>Choisissez la Q♠, l’A♥ et le K♥, puis appuyez sur Confirmer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who received your three cards?</source>
        <translation>Qui a reçu vos trois cartes&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D, your right-hand neighbour</source>
        <translation>D, votre voisin de droite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B, on your left</source>
        <translation>B, à votre gauche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody: they went to the kitty</source>
        <translation>Personne&#xa0;: elles sont allées au talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You gave to the right and received B&apos;s three from the left.</source>
        <translation>Vous avez donné à droite et reçu les trois de B, à gauche.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Black Lady must go</source>
        <translation>La Dame noire doit partir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠, the Black Lady, is worth 13 points. Whoever holds her must discard her at the first chance: on the first trick in which they cannot follow suit. D leads 5♦ and you hold no diamond.</source>
        <translation>La Q♠, la Dame noire, vaut 13 points. Qui la tient doit la défausser à la première occasion&#xa0;: au premier pli où il ne peut pas fournir. D entame le 5♦ et vous n’avez pas de carreau.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You hold no diamond: play Q♠.</source>
        <translation>Vous n’avez pas de carreau&#xa0;: jouez la Q♠.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who takes the Black Lady&apos;s 13 points?</source>
        <translation>Qui prend les 13 points de la Dame noire&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B, who won the trick with 9♦</source>
        <translation>B, qui a gagné le pli avec le 9♦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You, who played her</source>
        <translation>Vous, qui l’avez jouée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody: discards score nothing</source>
        <translation>Personne&#xa0;: les défausses ne comptent pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points go to whoever wins the trick they are in.</source>
        <translation>Les points vont à qui gagne le pli où ils se trouvent.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+59"/>
        <source>003 “Points and settlement”</source>
        <translation>003 «&#xa0;Points et règlement&#xa0;»</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Points: every heart costs one</source>
        <translation>Les points&#xa0;: chaque cœur coûte un</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aim is to take as few points as possible: each heart in your tricks is 1 point, the Black Lady 13. Lead low so that you do not win, and throw away your high card when you cannot follow.</source>
        <translation>Le but est de prendre le moins de points possible&#xa0;: chaque cœur dans vos plis vaut 1 point, la Dame noire 13. Entamez petit pour ne pas gagner, et défaussez votre forte carte quand vous ne pouvez pas fournir.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lead 2♦: the lowest diamond cannot win.</source>
        <translation>Entamez le 2♦&#xa0;: le plus petit carreau ne peut pas gagner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no heart: discard A♣.</source>
        <translation>Vous n’avez pas de cœur&#xa0;: défaussez l’A♣.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>D took 10♥ and 5♥. How many points is that?</source>
        <translation>D a pris le 10♥ et le 5♥. Combien de points&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2: one per heart</source>
        <translation>2&#xa0;: un par cœur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>15: the cards&apos; values</source>
        <translation>15&#xa0;: la valeur des cartes</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+72"/>
        <source>13</source>
        <translation>13</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Only hearts and Q♠ count; lower is better.</source>
        <translation>Seuls les cœurs et la Q♠ comptent&#xa0;; moins, c’est mieux.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>003 “Players, deck, deal”</source>
        <translation>003 «&#xa0;Joueurs, jeu, donne&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kitty goes with the first trick</source>
        <translation>Le talon va avec le premier pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players each gets 17 cards and one is left over, face down: the kitty. Nobody looks at it; whoever wins the first trick takes it with that trick, points and all.</source>
        <translation>À trois, chacun reçoit 17 cartes et il en reste une, face cachée&#xa0;: le talon. Personne ne le regarde&#xa0;; qui gagne le premier pli le prend avec ce pli, points compris.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lead 2♣ so that you do not win the first trick.</source>
        <translation>Entamez le 2♣ pour ne pas gagner le premier pli.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kitty was 7♥. Who scored its point?</source>
        <translation>Le talon était le 7♥. Qui a marqué son point&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C, who won the first trick</source>
        <translation>C, qui a gagné le premier pli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You, who won the last trick</source>
        <translation>Vous, qui avez gagné le dernier pli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody: the kitty never counts</source>
        <translation>Personne&#xa0;: le talon ne compte jamais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kitty stays face down until the deal is scored.</source>
        <translation>Le talon reste face cachée jusqu’au décompte de la donne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Settling against the average</source>
        <translation>Le règlement par rapport à la moyenne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points add up over the series, and then everyone settles against the average. The rule card&apos;s series: A 42, B 71, C 19, D 24 points, 156 in all, an average of 39. Play this last trick, then settle.</source>
        <translation>Les points s’additionnent sur la série, puis chacun règle par rapport à la moyenne. La série de la fiche&#xa0;: A 42, B 71, C 19, D 24 points, 156 en tout, une moyenne de 39. Jouez ce dernier pli, puis réglez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Follow with 2♠.</source>
        <translation>Fournissez le 2♠.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In the rule card&apos;s series, what does C (19 points) get?</source>
        <translation>Dans la série de la fiche, que reçoit C (19 points)&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+20: the average 39 less 19</source>
        <translation>+20&#xa0;: la moyenne 39 moins 19</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−20</source>
        <translation>−20</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+19</source>
        <translation>+19</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A −3, B −32, C +20, D +15: the results sum to zero.</source>
        <translation>A −3, B −32, C +20, D +15&#xa0;: le total fait zéro.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Four players, 13 cards each. Give three cards to the right, follow suit, shed the Black Lady when you must, and take as few points as you can. Press H for a hint whenever you wish.</source>
        <translation>Quatre joueurs, 13 cartes chacun. Donnez trois cartes à droite, fournissez, défaussez la Dame noire quand vous le devez, et prenez le moins de points possible. Appuyez sur H pour un conseil quand vous voulez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How many points are there in a deal?</source>
        <translation>Combien de points y a-t-il dans une donne&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>26: 13 hearts and 13 for Q♠</source>
        <translation>26&#xa0;: 13 cœurs et 13 pour la Q♠</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>52: one per card</source>
        <translation>52&#xa0;: un par carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower is better: the fewer points you take, the more you win.</source>
        <translation>Moins, c’est mieux&#xa0;: moins vous prenez de points, plus vous gagnez.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/extras.py" line="+267"/>
        <source>Practise the &amp;Calls…</source>
        <translation>S’entraîner aux &amp;formules…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice Pro&amp;gress…</source>
        <translation>Pro&amp;grès de l’entraînement…</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../coventry_desktop/widgets/message_bar.py" line="+139"/>
        <location line="+1"/>
        <source>Hide this message</source>
        <translation>Masquer ce message</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message bar</source>
        <translation>Barre de messages</translation>
    </message>
</context>
<context>
    <name>OtherGames</name>
    <message>
        <location filename="../../coventry_desktop/widgets/opening.py" line="+149"/>
        <source>The unfinished game of %1 could not be restored, so a new one starts.</source>
        <translation>La partie inachevée de %1 n’a pas pu être restaurée&#xa0;: une nouvelle commence.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/widgets/other_games.py" line="+150"/>
        <source>A game of %1 is not finished (deal %2). Go on with it?</source>
        <translation>Une partie de %1 n’est pas finie (donne %2). La poursuivre&#xa0;?</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/extras.py" line="+38"/>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The practice progress could not be read.</source>
        <translation>Impossible de lire les progrès de l’entraînement.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It starts again from zero.</source>
        <translation>Ils repartent de zéro.</translation>
    </message>
</context>
<context>
    <name>PracticeBox</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/practice/in_game_box.py" line="+69"/>
        <source>Type the call</source>
        <translation>Taper la formule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type each call instead of choosing it from four</source>
        <translation>Taper chaque formule au lieu de la choisir parmi quatre</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Your calls: %1 of %2 right</source>
        <translation>Vos formules réussies&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice: your calls are asked for</source>
        <translation>Entraînement&#xa0;: c’est vous qui dites les formules</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Missed (%1): %2</source>
        <translation>Manqué (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play goes on: answer before your next card.</source>
        <translation>Le jeu continue&#xa0;: répondez avant votre prochaine carte.</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/practice/progress_dialog.py" line="+70"/>
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
    <name>Presenter</name>
    <message>
        <location filename="../../coventry_desktop/models/presentation.py" line="+187"/>
        <source>Play %1…</source>
        <translation>Jouer à %1…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules of %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../coventry_desktop/i18n.py" line="+48"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-4"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QuizWidget</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/practice/quiz_widget.py" line="+128"/>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the call, then press Enter</source>
        <translation>Tapez la formule, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Which call goes with this card, the lead (1st card of the quartet)?</source>
        <translation>Quelle formule accompagne cette carte à l’entame (1re carte du carré)&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which call goes with this card, the 2nd of its quartet?</source>
        <translation>Quelle formule accompagne cette carte, 2e de son carré&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which call goes with this card, the 3rd of its quartet?</source>
        <translation>Quelle formule accompagne cette carte, 3e de son carré&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which call goes with this card, the 4th of its quartet?</source>
        <translation>Quelle formule accompagne cette carte, 4e de son carré&#xa0;?</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Right!</source>
        <translation>Bonne réponse&#xa0;!</translation>
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
    <name>ReplayViewer</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/presenter.py" line="-58"/>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The quartet is complete; %1 leads again.</source>
        <translation>Le carré est complet&#xa0;; %1 entame de nouveau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 goes out and wins the deal.</source>
        <translation>%1 pose sa dernière carte et gagne la donne.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>You pass.</source>
        <translation>Vous passez.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>You play %1.</source>
        <translation>Vous jouez %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The quartet is complete; you lead again.</source>
        <translation>Le carré est complet&#xa0;; vous entamez de nouveau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You go out and win the deal.</source>
        <translation>Vous posez votre dernière carte et gagnez la donne.</translation>
    </message>
</context>
<context>
    <name>RhymePanel</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/calls_panel.py" line="+314"/>
        <source>%1: %2</source>
        <comment>seat name: card played</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+22"/>
        <source>Your call?</source>
        <translation>Votre formule&#xa0;?</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../coventry_desktop/games/coventry/ui/extras.py" line="-44"/>
        <source>Calls</source>
        <translation>Formules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal</source>
        <translation>Cette donne</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <translation>Cartes du carré déjà annoncées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speak the calls aloud</source>
        <translation>Dire les formules à voix haute</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask &amp;me for my calls</source>
        <translation>Tester mes &amp;formules</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each card you play asks for its call before the call is shown</source>
        <translation>Pour chaque carte que vous jouez, la formule vous est demandée avant d’être affichée</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../../coventry_desktop/widgets/scoreboard.py" line="+53"/>
        <source>Scoreboard</source>
        <translation>Tableau des scores</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Pot shared (%n chip(s))</source>
        <translation>
            <numerusform>Pot partagé (%n jeton)</numerusform>
            <numerusform>Pot partagé (%n jetons)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Total (%n chip(s) in the pot)</source>
        <translation>
            <numerusform>Total (%n jeton dans le pot)</numerusform>
            <numerusform>Total (%n jetons dans le pot)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../coventry_desktop/models/setup.py" line="+57"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>SeriesPanel</name>
    <message>
        <location filename="../../coventry_desktop/widgets/series_panel.py" line="+142"/>
        <location line="+67"/>
        <location line="+3"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <source>Units</source>
        <translation>Bilan</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>This deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Deal %1 settled</source>
        <translation>Règlement de la donne %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>U</source>
        <comment>Units shortened to a letter or two in a narrow settlement grid; a legend under it gives the word</comment>
        <translation>Bilan</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: %2</source>
        <comment>a short settlement header and its word, in the legend under the grid</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Deal %1: the series ends when a total reaches %2</source>
        <translation>Donne %1&#xa0;: la série s’arrête quand un total atteint %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>In the pot from earlier deals: %n chip(s)</source>
        <translation>
            <numerusform>Dans le pot depuis les donnes précédentes&#xa0;: %n jeton</numerusform>
            <numerusform>Dans le pot depuis les donnes précédentes&#xa0;: %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Deal</source>
        <translation>Donne &amp;suivante</translation>
    </message>
</context>
<context>
    <name>Show</name>
    <message>
        <location filename="../../coventry_desktop/show.py" line="+68"/>
        <source>This is a folder, not a file.</source>
        <translation>C’est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such file.</source>
        <translation>Il n’y a pas de tel fichier.</translation>
    </message>
</context>
<context>
    <name>Speaker</name>
    <message>
        <location filename="../../coventry_desktop/speech/speakers.py" line="+14"/>
        <source>No English voice on this system.</source>
        <translation>Aucune voix anglaise sur ce système.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Russian voice on this system.</source>
        <translation>Aucune voix russe sur ce système.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No French voice on this system.</source>
        <translation>Aucune voix française sur ce système.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No voice on this system.</source>
        <translation>Aucune voix sur ce système.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/speech/qt_speaker.py" line="+123"/>
        <source>The speech engine does not respond.</source>
        <translation>Le moteur de synthèse vocale ne répond pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No speech engine on this system.</source>
        <translation>Aucun moteur de synthèse vocale sur ce système.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/speech/__init__.py" line="+53"/>
        <source>Speech is not installed (pip install coventry-desktop[speech]).</source>
        <translation>La synthèse vocale n’est pas installée (pip install coventry-desktop[speech]).</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Speech needs the system library %1, which is missing (make run installs it).</source>
        <translation>La synthèse vocale a besoin de la bibliothèque système %1, absente (make run l’installe).</translation>
    </message>
</context>
<context>
    <name>StatisticsTable</name>
    <message>
        <location filename="../../coventry_desktop/widgets/statistics_table.py" line="+72"/>
        <source>Statistics of %1</source>
        <translation>Statistiques&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Series</source>
        <translation>Séries</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points per deal</source>
        <translation>Points par donne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First place shared</source>
        <translation>Première place partagée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best series</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The earlier statistics of %1 could not be read; their file “%2” is left in “%3”.</source>
        <translation>Les statistiques précédentes de %1 n’ont pas pu être lues&#xa0;; leur fichier «&#xa0;%2&#xa0;» est resté dans «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some earlier entries could not be read and are left out here; the whole file as it was is kept as “%1” in “%2”.</source>
        <translation>Certaines entrées précédentes n’ont pas pu être lues et manquent ici&#xa0;; le fichier entier tel qu’il était est gardé sous «&#xa0;%1&#xa0;» dans «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The earlier statistics of %1 could not be read: they were set aside as “%2” in “%3”, and these count from then.</source>
        <translation>Les statistiques précédentes de %1 n’ont pas pu être lues&#xa0;: elles ont été mises de côté sous «&#xa0;%2&#xa0;» dans «&#xa0;%3&#xa0;», et celles-ci comptent depuis.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../coventry_desktop/storage/problems.py" line="+85"/>
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
        <source>The file was made by a newer version of Coventry Desktop, which this one cannot read.</source>
        <translation>Le fichier a été créé par une version plus récente de Coventry Desktop, que celle-ci ne sait pas lire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was changed outside the game, so it cannot be trusted.</source>
        <translation>Le fichier a été modifié en dehors du jeu&#xa0;; on ne peut donc pas s’y fier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some entries of the file are damaged and were left out; the others were kept.</source>
        <translation>Certaines entrées du fichier sont abîmées et ont été écartées&#xa0;; les autres sont conservées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some values in the file could not be used: they went back to their defaults or to the nearest allowed value, and the others were kept.</source>
        <translation>Certaines valeurs du fichier sont inutilisables&#xa0;: elles reprennent leur valeur par défaut ou la valeur permise la plus proche, et les autres sont gardées.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is a statistics file (the totals of Game → Statistics…), not a game record, so it has no deals to show. Open a record written by Game → Export Record…, or the game&apos;s autosave in the same folder, whose name ends in “-autosave.json”.</source>
        <translation>Ceci est un fichier de statistiques (les totaux de Partie → Statistiques…), et non une partie enregistrée&#xa0;: il ne contient aucune donne à montrer. Ouvrez une partie écrite par Partie → Exporter la partie…, ou la sauvegarde automatique du jeu dans le même dossier, dont le nom se termine par «&#xa0;-autosave.json&#xa0;».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Names in your settings were too long and were shortened to fit.</source>
        <translation>Des noms trop longs de vos réglages ont été raccourcis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is %1 MB, far bigger than any file Coventry Desktop writes, so it was not read.</source>
        <translation>Le fichier fait %1&#xa0;Mo, bien plus que tout fichier écrit par Coventry Desktop&#xa0;: il n’a donc pas été lu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file contains an action the rules do not allow.</source>
        <translation>Le fichier contient une action que les règles interdisent.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a number is far too big.</source>
        <translation>un nombre est bien trop grand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number is out of its range.</source>
        <translation>un nombre sort de ses limites.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value is of the wrong kind (text where a number belongs, or yes/no where a seat belongs).</source>
        <translation>une valeur n’est pas du bon type (du texte à la place d’un nombre, ou oui/non à la place d’une place).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a name or a list is too long.</source>
        <translation>un nom ou une liste est trop long.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a name is empty.</source>
        <translation>un nom est vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list is too short.</source>
        <translation>une liste est trop courte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a name holds control or text-direction characters.</source>
        <translation>un nom contient des caractères de contrôle ou de direction du texte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the same name is there twice.</source>
        <translation>le même nom y figure deux fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value is missing.</source>
        <translation>une valeur manque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is a field the file should not have.</source>
        <translation>le fichier contient un champ qu’il ne devrait pas avoir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>brackets are nested far too deeply.</source>
        <translation>les crochets sont imbriqués bien trop profondément.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value is not allowed.</source>
        <translation>une valeur n’est pas permise.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a group of named values</source>
        <translation>un groupe de valeurs nommées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing (null)</source>
        <translation>rien (null)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this version has no game “%1”.</source>
        <translation>cette version n’a pas de jeu «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game is for %1 to %2 players, and the file has %3.</source>
        <translation>le jeu se joue de %1 à %2 joueurs, et le fichier en a %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of levels (%1) is not the number of players (%2).</source>
        <translation>le nombre de niveaux (%1) n’est pas celui des joueurs (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is not a bot level.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un niveau de robot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has no options.</source>
        <translation>ce jeu n’a pas de variantes de règles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has no option “%1”.</source>
        <translation>le jeu n’a pas de règle «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a value this option can take.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une valeur possible de cette règle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a card.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has no action “%1”.</source>
        <translation>le jeu n’a pas d’action «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not an action of this game.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une action de ce jeu.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the statistics of “%1”</source>
        <translation>les statistiques de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the players&apos; statistics</source>
        <translation>les statistiques des joueurs</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>the number of players of %1</source>
        <translation>le nombre de joueurs de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the number of people at the screen in %1</source>
        <translation>le nombre de personnes devant l’écran pour %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bots&apos; level in %1</source>
        <translation>le niveau des robots pour %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the length of a series of %1</source>
        <translation>la longueur d’une série de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rules chosen for %1</source>
        <translation>les règles choisies pour %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the options of %1</source>
        <translation>les options de %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the speed of play (View → Speed)</source>
        <translation>la vitesse de jeu (Affichage → Vitesse)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large Cards (View)</source>
        <translation>Grandes cartes (Affichage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High Contrast (View)</source>
        <translation>Contraste élevé (Affichage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-Colour Deck (View)</source>
        <translation>Jeu à quatre couleurs (Affichage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the language of the window (View → Language)</source>
        <translation>la langue de la fenêtre (Affichage → Langue)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the language of the calls</source>
        <translation>la langue des formules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the style of the calls</source>
        <translation>le style des formules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass Automatically (View)</source>
        <translation>Passer automatiquement (Affichage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Cards by Double-Click (View)</source>
        <translation>Jouer les cartes par double-clic (Affichage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak Aloud (View)</source>
        <translation>Lire à voix haute (Affichage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>the window&apos;s size and place</source>
        <translation>la taille et la place de la fenêtre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game played last</source>
        <translation>le dernier jeu joué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the setting “%1”</source>
        <translation>le réglage «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+34"/>
        <source>the name of player %1</source>
        <translation>le nom du joueur %1</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>the players&apos; names</source>
        <translation>les noms des joueurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bot level of player %1</source>
        <translation>le niveau de robot du joueur %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bots&apos; levels</source>
        <translation>les niveaux des robots</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the moves of deal %1</source>
        <translation>les coups de la donne %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the moves</source>
        <translation>les coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the shuffles of the deals</source>
        <translation>les mélanges des donnes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the deals in which Undo was used</source>
        <translation>les donnes où Annuler a servi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first dealer</source>
        <translation>le premier donneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of deals</source>
        <translation>le nombre de donnes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game&apos;s options</source>
        <translation>les règles de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lessons completed</source>
        <translation>les leçons terminées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the games whose lessons were declined</source>
        <translation>les jeux dont les leçons ont été refusées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the series already counted</source>
        <translation>les séries déjà comptées</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Names in your settings longer than %1 characters were shortened to fit: %2.</source>
        <translation>Les noms de vos réglages de plus de %1 caractères ont été raccourcis&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>“%1” was left where it is, neither read nor moved; the game goes on without it.</source>
        <translation>«&#xa0;%1&#xa0;» est resté à sa place, ni lu ni déplacé&#xa0;; la partie continue sans lui.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a saved game or a record.</source>
        <translation>Choisissez une partie enregistrée ou un enregistrement.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>“%1” is a folder, a pipe or a device, not a regular file</source>
        <translation>«&#xa0;%1&#xa0;» est un dossier, un tube ou un périphérique, pas un fichier ordinaire</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Set back in “%1”: %2.</source>
        <translation>Rétablies dans «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>This is not a regular file (it is a pipe, a device or a folder), so it was not read.</source>
        <translation>Ce n’est pas un fichier ordinaire (c’est un tube, un périphérique ou un dossier)&#xa0;: il n’a donc pas été lu.</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Left out of “%1”: %2.</source>
        <translation>Écarté de «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+23"/>
        <source>In “%1”: %2</source>
        <translation>Dans «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>A copy of the file as it was is kept as “%1”.</source>
        <translation>Une copie du fichier tel qu’il était est gardée sous «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was kept aside as “%1”; nothing else was changed.</source>
        <translation>Il a été mis de côté sous le nom «&#xa0;%1&#xa0;»&#xa0;; rien d’autre n’a été modifié.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In “%1” (%2): %3</source>
        <translation>Dans «&#xa0;%1&#xa0;» (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a value is of the wrong kind: %1 where %2 belongs.</source>
        <translation>une valeur n’est pas du bon type&#xa0;: %1 là où il faudrait %2.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you are not allowed to write in that folder</source>
        <translation>vous n’avez pas le droit d’écrire dans ce dossier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk reported an error</source>
        <translation>le disque a signalé une erreur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another window of the game keeps the games now</source>
        <translation>une autre fenêtre du jeu enregistre désormais les parties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder it is written in is not there</source>
        <translation>le dossier où il s’écrit n’existe pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its symbolic links point to each other in a loop</source>
        <translation>ses liens symboliques forment une boucle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a file stands where the folder should be</source>
        <translation>un fichier se trouve à la place du dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the system refused to write it</source>
        <translation>le système a refusé de l’écrire</translation>
    </message>
</context>
<context>
    <name>TableFlow</name>
    <message>
        <location filename="../../coventry_desktop/models/table_flow.py" line="+285"/>
        <source>There is no passing in this game.</source>
        <translation>On ne passe pas dans ce jeu.</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>You have nothing to play: you pass.</source>
        <translation>Vous n’avez rien à jouer&#xa0;: vous passez.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/words.py" line="+20"/>
        <source>Ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>trois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>six</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>roi</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card of the rank in play, or pass if you have none.</source>
        <translation>Jouez une carte du rang en cours, ou passez si vous n’en avez pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold the rank in play, so you must play it.</source>
        <translation>Vous avez le rang en cours&#xa0;: vous devez le jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leader must lead a card and cannot pass.</source>
        <translation>Celui qui entame doit jouer une carte et ne peut pas passer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such seat.</source>
        <translation>Cette place n’existe pas.</translation>
    </message>
</context>
<context>
    <name>ViewOptions</name>
    <message>
        <location filename="../../coventry_desktop/widgets/view_menu.py" line="+90"/>
        <source>Lar&amp;ge Cards</source>
        <translation>&amp;Grandes cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High Contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue diamonds and green clubs, so no two suits share a colour</source>
        <translation>Carreaux bleus et trèfles verts&#xa0;: chaque couleur a sa propre teinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side Pa&amp;nel</source>
        <translation>Pa&amp;nneau latéral</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Scr&amp;een</source>
        <translation>Pl&amp;ein écran</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/models/transcript.py" line="+28"/>
        <source>%1 — %2 players, %n deal(s) finished</source>
        <translation>
            <numerusform>%1 — %2 joueurs, %n donne finie</numerusform>
            <numerusform>%1 — %2 joueurs, %n donnes finies</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bots: %1</source>
        <translation>Robots&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1 — %2 deals</source>
        <translation>Donne %1 — %2 distribue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1 — you deal</source>
        <translation>Donne %1 — vous distribuez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(Undo was used in this deal.)</source>
        <translation>(Un coup a été annulé dans cette donne.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal is over.</source>
        <translation>La donne est finie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(The record stops here, in the middle of the deal.)</source>
        <translation>(La partie s’arrête ici, au milieu de la donne.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No deal has ended yet.</source>
        <translation>Aucune donne n’est encore finie.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Totals after %n deal(s):</source>
        <translation>
            <numerusform>Totaux après %n donne&#xa0;:</numerusform>
            <numerusform>Totaux après %n donnes&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 → %3</source>
        <comment>a settlement line: name, cells, units</comment>
        <translation>%1&#xa0;: %2 → %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2</source>
        <comment>a settlement cell: its header, its value</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>After the last deal %n chip(s) were still in the pot: shared equally by everyone.</source>
        <translation>
            <numerusform>Après la dernière donne, %n jeton restait dans le pot&#xa0;: partagé également entre tous.</numerusform>
            <numerusform>Après la dernière donne, %n jetons restaient dans le pot&#xa0;: partagés également entre tous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Still in the pot for the next deal: %n chip(s).</source>
        <translation>
            <numerusform>Reste dans le pot pour la donne suivante&#xa0;: %n jeton.</numerusform>
            <numerusform>Restent dans le pot pour la donne suivante&#xa0;: %n jetons.</numerusform>
        </translation>
    </message>
</context>
</TS>
