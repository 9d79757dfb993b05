<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>GameWording</name>
    <message>
        <location filename="../app/game/GameWording.cpp" line="13"/>
        <source>HP</source>
        <translation>LP</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="15"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="17"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="19"/>
        <source>Defence</source>
        <translation>Abwehr</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="21"/>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="23"/>
        <source>Accuracy</source>
        <translation>Treffsicherheit</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="25"/>
        <source>Dodge</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="35"/>
        <source>%1%2 attack</source>
        <translation>%1%2 Angriff</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="37"/>
        <source>%1%2 defence</source>
        <translation>%1%2 Abwehr</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="39"/>
        <source>%1%2 accuracy</source>
        <translation>%1%2 Treffsicherheit</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="41"/>
        <source>%1%2 dodge</source>
        <translation>%1%2 Ausweichen</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="43"/>
        <source>%1%2 critical</source>
        <translation>%1%2 Kritisch</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="45"/>
        <source>Invincible</source>
        <translation>Unverwundbar</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="47"/>
        <source>Growing (+%1 HP a turn)</source>
        <translation>Wachsend (+%1 LP pro Zug)</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="49"/>
        <source>Silenced</source>
        <translation>Verstummt</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="51"/>
        <source>Burning (−%1 HP a turn)</source>
        <translation>Brennend (−%1 LP pro Zug)</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="55"/>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="68"/>
        <source>unhurt</source>
        <translation>unverletzt</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="71"/>
        <source>scratched</source>
        <translation>angekratzt</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="73"/>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="75"/>
        <source>badly wounded</source>
        <translation>schwer verwundet</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="76"/>
        <source>almost dead</source>
        <translation>fast tot</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="84"/>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="86"/>
        <source>on patrol</source>
        <translation>auf Streife</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="88"/>
        <source>wandering</source>
        <translation>umherstreifend</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="90"/>
        <source>chasing you</source>
        <translation>verfolgt dich</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="92"/>
        <source>going back</source>
        <translation>kehrt zurück</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="94"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="96"/>
        <source>fleeing</source>
        <translation>flieht</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="98"/>
        <source>on guard</source>
        <translation>hält Wache</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="108"/>
        <source>a leader</source>
        <translation>ein Anführer</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="110"/>
        <source>a king</source>
        <translation>ein König</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="118"/>
        <source>Stone wall</source>
        <translation>Steinmauer</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="120"/>
        <source>Floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="122"/>
        <source>A door</source>
        <translation>Eine Tür</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="124"/>
        <source>Stairs down</source>
        <translation>Treppe hinab</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="126"/>
        <source>Stairs up</source>
        <translation>Treppe hinauf</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="140"/>
        <source>You, %1.</source>
        <translation>Du, %1.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="145"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="146"/>
        <source>%1: %2, %3.</source>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="150"/>
        <source>An open chest, empty.</source>
        <translation>Eine offene Truhe, leer.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="150"/>
        <source>A closed chest.</source>
        <translation>Eine geschlossene Truhe.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="154"/>
        <source>%1 (sprung).</source>
        <translation>%1 (ausgelöst).</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="154"/>
        <location filename="../app/game/GameWording.cpp" line="161"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="157"/>
        <source>A chip.</source>
        <translation>Ein Chip.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="161"/>
        <source>%1 × %2.</source>
        <translation>%1 × %2.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="163"/>
        <source> (remembered)</source>
        <translation> (in Erinnerung)</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../app/words/Words.cpp" line="11"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../app/words/Words.cpp" line="22"/>
        <source>killed by %1</source>
        <translation>getötet von %1</translation>
    </message>
    <message>
        <location filename="../app/words/Words.cpp" line="24"/>
        <source>shot by %1</source>
        <translation>erschossen von %1</translation>
    </message>
    <message>
        <location filename="../app/words/Words.cpp" line="27"/>
        <source>caught by a %1</source>
        <translation>gefangen in: %1</translation>
    </message>
    <message>
        <location filename="../app/words/Words.cpp" line="30"/>
        <source>killed by a trapped chest</source>
        <translation>getötet von einer Truhenfalle</translation>
    </message>
    <message>
        <location filename="../app/words/Words.cpp" line="32"/>
        <source>spent the last of their strength on a bolt</source>
        <translation>verbrauchte die letzte Kraft für einen Blitz</translation>
    </message>
    <message>
        <location filename="../app/words/Words.cpp" line="34"/>
        <source>burned to death</source>
        <translation>verbrannt</translation>
    </message>
    <message>
        <location filename="../app/words/Words.cpp" line="36"/>
        <source>the dungeon could not be made</source>
        <translation>der Kerker ließ sich nicht erschaffen</translation>
    </message>
    <message>
        <location filename="../app/words/Words.cpp" line="38"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="30"/>
        <source>Permadungeon: a roguelike and its construction kit.</source>
        <translation>Permadungeon: ein Roguelike und sein Baukasten.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="35"/>
        <source>Quit after &lt;ms&gt; milliseconds (for smoke tests).</source>
        <translation>Nach &lt;ms&gt; Millisekunden beenden (für Schnelltests).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="40"/>
        <source>Start a run of the pack in &lt;dir&gt;.</source>
        <translation>Einen Lauf mit dem Paket in &lt;dir&gt; beginnen.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="44"/>
        <source>The run&apos;s seed: a number or any text (default: random).</source>
        <translation>Der Startwert des Laufs: eine Zahl oder ein beliebiger Text (sonst zufällig).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="47"/>
        <source>The hero&apos;s name.</source>
        <translation>Der Name der Heldin oder des Helden.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="51"/>
        <source>Write the run&apos;s replay to &lt;file&gt; as it goes.</source>
        <translation>Die Aufzeichnung des Laufs laufend in &lt;file&gt; schreiben.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="54"/>
        <source>Play the replay &lt;file&gt; back.</source>
        <translation>Die Aufzeichnung &lt;file&gt; abspielen.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="58"/>
        <source>Replay speed in turns a second (0: at once; default 10).</source>
        <translation>Abspielgeschwindigkeit in Zügen pro Sekunde (0: sofort; sonst 10).</translation>
    </message>
</context>
<context>
    <name>pd::GameSession</name>
    <message>
        <location filename="../app/game/GameSession.cpp" line="91"/>
        <source>There is no saved run.</source>
        <translation>Es gibt keinen gespeicherten Lauf.</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="144"/>
        <source>The replay was recorded with other data for the pack &quot;%1&quot;.</source>
        <translation>Die Aufzeichnung wurde mit anderen Daten für das Paket „%1“ gemacht.</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="225"/>
        <source>The run&apos;s replay could not be written: %1</source>
        <translation>Die Aufzeichnung des Laufs konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="227"/>
        <source>The replay could not be recorded to %1: %2</source>
        <translation>Die Aufzeichnung konnte nicht in %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="235"/>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="248"/>
        <source>The run could not be saved: %1</source>
        <translation>Der Lauf konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="265"/>
        <source>The high-score table could not be read: %1</source>
        <translation>Die Bestenliste konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="270"/>
        <source>The high-score table could not be written: %1</source>
        <translation>Die Bestenliste konnte nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>pd::GameTab</name>
    <message>
        <location filename="../app/game/GameTab.cpp" line="142"/>
        <source>The pack cannot be played</source>
        <translation>Das Paket kann nicht gespielt werden</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="143"/>
        <source>%1 has errors:

%2</source>
        <translation>%1 hat Fehler:

%2</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="154"/>
        <source>The saved run cannot be continued</source>
        <translation>Der gespeicherte Lauf kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="164"/>
        <source>The replay cannot be played</source>
        <translation>Die Aufzeichnung kann nicht abgespielt werden</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="165"/>
        <source>%1:

%2</source>
        <translation>%1:

%2</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="188"/>
        <source>The replay ends as it was recorded: turn %1, state %2.</source>
        <translation>Die Aufzeichnung endet wie aufgezeichnet: Zug %1, Zustand %2.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="191"/>
        <source>The replay does not end as it was recorded: %1</source>
        <translation>Die Aufzeichnung endet nicht wie aufgezeichnet: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="283"/>
        <source>Stopped watching at turn %1.</source>
        <translation>Zuschauen bei Zug %1 beendet.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="442"/>
        <source>There is nothing left to explore that you can reach.</source>
        <translation>Hier gibt es nichts Erreichbares mehr zu erkunden.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="450"/>
        <source>No monster in sight.</source>
        <translation>Kein Monster in Sicht.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="462"/>
        <source>You see no way to reach it.</source>
        <translation>Du siehst keinen Weg dorthin.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="542"/>
        <source>No run yet: File ▸ New game (Ctrl+N).</source>
        <translation>Noch kein Lauf: Datei ▸ Neues Spiel (Strg+N).</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="545"/>
        <source>Watching a replay: turn %1 · Esc stops</source>
        <translation>Aufzeichnung läuft: Zug %1 · Esc beendet</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="549"/>
        <source>Aim: move the target with the direction keys or the mouse; t, Enter or a click fires; Esc cancels.</source>
        <translation>Zielen: das Ziel mit den Richtungstasten oder der Maus bewegen; t, Enter oder ein Klick schießt; Esc bricht ab.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="555"/>
        <source>Look: you have not seen that place. (Esc to stop)</source>
        <translation>Umsehen: diese Stelle hast du noch nicht gesehen. (Esc beendet)</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="556"/>
        <source>Look: %1  (Esc to stop)</source>
        <translation>Umsehen: %1  (Esc beendet)</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="558"/>
        <source>Battle! Enter, Tab or a direction: attack · p or .: defend · Esc: escape</source>
        <translation>Kampf! Enter, Tab oder eine Richtung: angreifen · p oder .: verteidigen · Esc: fliehen</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="565"/>
        <source>Move: arrows, numpad, hjklyubn or WASD · o explore · Tab fight · g pick up · Enter open · t fire · x look · &lt; &gt; stairs · F2 tiles/glyphs · Ctrl+wheel zoom</source>
        <translation>Bewegen: Pfeile, Ziffernblock, hjklyubn oder WASD · o erkunden · Tab kämpfen · g aufheben · Enter öffnen · t schießen · x umsehen · &lt; &gt; Treppen · F2 Kacheln/Zeichen · Strg+Rad zoomen</translation>
    </message>
</context>
<context>
    <name>pd::LogModel</name>
    <message>
        <location filename="../app/game/LogModel.cpp" line="49"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location filename="../app/game/LogModel.cpp" line="59"/>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>pd::MainWindow</name>
    <message>
        <location filename="../app/MainWindow.cpp" line="65"/>
        <source>Open a replay</source>
        <translation>Eine Aufzeichnung öffnen</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="66"/>
        <source>Replays (*.replay *.json);;All files (*)</source>
        <translation>Aufzeichnungen (*.replay *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="69"/>
        <source>5 turns a second</source>
        <translation>5 Züge pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="69"/>
        <source>10 turns a second</source>
        <translation>10 Züge pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="70"/>
        <source>25 turns a second</source>
        <translation>25 Züge pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="70"/>
        <source>2 turns a second</source>
        <translation>2 Züge pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="70"/>
        <source>At once</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="72"/>
        <source>Replay speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="72"/>
        <source>Play it back at</source>
        <translation>Abspielen mit</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="109"/>
        <source>About Permadungeon</source>
        <translation>Über Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="110"/>
        <source>Permadungeon %1
A roguelike and the construction kit it is built with.</source>
        <translation>Permadungeon %1
Ein Roguelike und der Baukasten, aus dem es gemacht ist.</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="117"/>
        <source>Permadungeon</source>
        <translation>Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="118"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="119"/>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="123"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="125"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="127"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="130"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="130"/>
        <source>&amp;Save and quit</source>
        <translation>&amp;Speichern und beenden</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="131"/>
        <source>&amp;Open replay…</source>
        <translation>Aufzeichnung ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="131"/>
        <source>&amp;Tiles or glyphs	F2</source>
        <translation>&amp;Kacheln oder Zeichen	F2</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="132"/>
        <source>Zoom &amp;in	+</source>
        <translation>Ver&amp;größern	+</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="132"/>
        <source>Zoom &amp;out	-</source>
        <translation>Ver&amp;kleinern	-</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="139"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="141"/>
        <source>&amp;About Permadungeon</source>
        <translation>Ü&amp;ber Permadungeon</translation>
    </message>
</context>
<context>
    <name>pd::NewGameDialog</name>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="45"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="48"/>
        <source>&amp;Pack</source>
        <translation>&amp;Paket</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="56"/>
        <source>Other &amp;folder…</source>
        <translation>Anderer &amp;Ordner…</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="74"/>
        <source>the pack&apos;s hero</source>
        <translation>der Held des Pakets</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="75"/>
        <source>&amp;Hero&apos;s name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="79"/>
        <source>a number or any text; empty for a random one</source>
        <translation>eine Zahl oder ein Text; leer für einen zufälligen</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="81"/>
        <source>&amp;Random</source>
        <translation>&amp;Zufällig</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="85"/>
        <source>&amp;Seed</source>
        <translation>&amp;Startwert</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="91"/>
        <source>&amp;Start</source>
        <translation>&amp;Los</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="112"/>
        <source>Choose a pack folder</source>
        <translation>Einen Paketordner wählen</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="117"/>
        <source>%1 has no pack.json: it is not a pack folder.</source>
        <translation>%1 hat keine pack.json: das ist kein Paketordner.</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="132"/>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
</context>
<context>
    <name>pd::RunEndView</name>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="67"/>
        <source>&amp;New run (N)</source>
        <translation>&amp;Neuer Lauf (N)</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="69"/>
        <source>Same &amp;seed (R)</source>
        <translation>Gleicher &amp;Startwert (R)</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="87"/>
        <source>Victory!</source>
        <translation>Sieg!</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="87"/>
        <source>You have died</source>
        <translation>Du bist gestorben</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="91"/>
        <source>%1 won the run.</source>
        <translation>%1 hat den Lauf gewonnen.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="92"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/RunEndView.cpp" line="95"/>
        <source>Room %1 · %2 turns · score %3 · %n kill(s)</source>
        <translation>
            <numerusform>Raum %1 · %2 Züge · %3 Punkte · %n Sieg</numerusform>
            <numerusform>Raum %1 · %2 Züge · %3 Punkte · %n Siege</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/RunEndView.cpp" line="99"/>
        <source>Depth %1 (deepest %2) · %3 turns · score %4 · %n kill(s)</source>
        <translation>
            <numerusform>Tiefe %1 (tiefste %2) · %3 Züge · %4 Punkte · %n Sieg</numerusform>
            <numerusform>Tiefe %1 (tiefste %2) · %3 Züge · %4 Punkte · %n Siege</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="104"/>
        <source>Seed %1 · pack %2</source>
        <translation>Startwert %1 · Paket %2</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="105"/>
        <source>Rank %1 in the high-score table.</source>
        <translation>Platz %1 in der Bestenliste.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="106"/>
        <source>Not in the high-score table this time.</source>
        <translation>Diesmal nicht in der Bestenliste.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="120"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="136"/>
        <source>N: a new run · R: the same seed again</source>
        <translation>N: ein neuer Lauf · R: derselbe Startwert noch einmal</translation>
    </message>
</context>
<context>
    <name>pd::StatsPanel</name>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="80"/>
        <source>Seed: %1</source>
        <translation>Startwert: %1</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="81"/>
        <source>Select the seed to copy it; the same seed makes the same dungeon.</source>
        <translation>Den Startwert markieren, um ihn zu kopieren; derselbe Startwert ergibt denselben Kerker.</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="116"/>
        <source>Level %1 · %2</source>
        <translation>Stufe %1 · %2</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="123"/>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="126"/>
        <source>HP</source>
        <translation>LP</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="130"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="144"/>
        <source>XP %1 (highest level)</source>
        <translation>EP %1 (höchste Stufe)</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="145"/>
        <source>XP %1 · next level at %2</source>
        <translation>EP %1 · nächste Stufe bei %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/StatsPanel.cpp" line="170"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="183"/>
        <source>Room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="183"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="185"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="186"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="188"/>
        <source>Chips left</source>
        <translation>Chips übrig</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="190"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
</context>
</TS>
