<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="27"/>
        <source>Permadungeon: a roguelike and its construction kit.</source>
        <translation>Permadungeon: ein Roguelike und sein Baukasten.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="32"/>
        <source>Quit after &lt;ms&gt; milliseconds (for smoke tests).</source>
        <translation>Nach &lt;ms&gt; Millisekunden beenden (für Schnelltests).</translation>
    </message>
</context>
<context>
    <name>pd::MainWindow</name>
    <message>
        <location filename="../app/MainWindow.cpp" line="53"/>
        <source>About Permadungeon</source>
        <translation>Über Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="54"/>
        <source>Permadungeon %1
A roguelike and the construction kit it is built with.</source>
        <translation>Permadungeon %1
Ein Roguelike und der Baukasten, aus dem es gemacht ist.</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="61"/>
        <source>Permadungeon</source>
        <translation>Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="62"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="63"/>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="67"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="69"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="72"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="74"/>
        <source>&amp;About Permadungeon</source>
        <translation>Ü&amp;ber Permadungeon</translation>
    </message>
</context>
</TS>
