<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>GameWording</name>
    <message>
        <location filename="../words/GameWording.cpp" line="15"/>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="17"/>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="19"/>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="21"/>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="23"/>
        <source>Critical</source>
        <translation>Critique</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="25"/>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="27"/>
        <source>Dodge</source>
        <translation>Esquive</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="37"/>
        <source>%1%2 attack</source>
        <translation>%1%2 en attaque</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="39"/>
        <source>%1%2 defence</source>
        <translation>%1%2 en défense</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="41"/>
        <source>%1%2 accuracy</source>
        <translation>%1%2 en précision</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="43"/>
        <source>%1%2 dodge</source>
        <translation>%1%2 en esquive</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="45"/>
        <source>%1%2 critical</source>
        <translation>%1%2 en critique</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="47"/>
        <source>Invincible</source>
        <translation>Invincible</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="49"/>
        <source>Growing (+%1 HP a turn)</source>
        <translation>Croissance (+%1 PV par tour)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="51"/>
        <source>Silenced</source>
        <translation>Sous silence</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="53"/>
        <source>Burning (−%1 HP a turn)</source>
        <translation>Brûlure (−%1 PV par tour)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="57"/>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="64"/>
        <source>Medicine</source>
        <translation>Remèdes</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="66"/>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="68"/>
        <location filename="../words/GameWording.cpp" line="99"/>
        <source>Armour</source>
        <translation>Armure</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="70"/>
        <location filename="../words/GameWording.cpp" line="101"/>
        <source>Shoes</source>
        <translation>Chaussures</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="72"/>
        <source>Treasure</source>
        <translation>Trésors</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="74"/>
        <source>Chips</source>
        <translation>Puces</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="76"/>
        <source>Artefacts</source>
        <translation>Artefacts</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="78"/>
        <source>Scrolls</source>
        <translation>Parchemins</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="80"/>
        <source>Wands</source>
        <translation>Baguettes</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="82"/>
        <source>Thrown weapons</source>
        <translation>Armes de jet</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="84"/>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="86"/>
        <source>Rings</source>
        <translation>Anneaux</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="95"/>
        <source>Melee weapon</source>
        <translation>Arme de mêlée</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="97"/>
        <source>Ranged weapon</source>
        <translation>Arme à distance</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="103"/>
        <source>Ring</source>
        <translation>Anneau</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="114"/>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="116"/>
        <source>heal</source>
        <translation>soin</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="118"/>
        <source>buff</source>
        <translation>bonus</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="120"/>
        <source>debuff</source>
        <translation>malus</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="122"/>
        <source>effect</source>
        <translation>effet</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="144"/>
        <source>%1, tier %2</source>
        <translation>%1, rang %2</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="146"/>
        <source>You do not know what it is: use it to find out, or call it something.</source>
        <translation>Vous ne savez pas ce que c’est : utilisez-le pour le découvrir, ou donnez-lui un nom.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="151"/>
        <source>Restores %1 HP.</source>
        <translation>Rend %1 PV.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="153"/>
        <source>Restores %1 MP.</source>
        <translation>Rend %1 PM.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="155"/>
        <source>You have %1 XP.</source>
        <translation>Vous avez %1&#xa0;PX.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="157"/>
        <source>You have %1 of %2 HP and %3 of %4 MP.</source>
        <translation>Vous avez %1 PV sur %2 et %3 PM sur %4.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="165"/>
        <source>While worn: %1.</source>
        <translation>Porté&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="167"/>
        <source>Loud: monsters hear you %n cell(s) further while you wear it.</source>
        <translation>
            <numerusform>Bruyant&#xa0;: les monstres vous entendent %n case plus loin tant que vous le portez.</numerusform>
            <numerusform>Bruyant&#xa0;: les monstres vous entendent %n cases plus loin tant que vous le portez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="170"/>
        <source>Quiet: monsters hear you %n cell(s) less far while you wear it.</source>
        <translation>
            <numerusform>Discret&#xa0;: les monstres vous entendent %n case moins loin tant que vous le portez.</numerusform>
            <numerusform>Discret&#xa0;: les monstres vous entendent %n cases moins loin tant que vous le portez.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="178"/>
        <source>Two-handed: putting it on puts your %1 in your pack.</source>
        <translation>À deux mains&#xa0;: l&apos;équiper renvoie votre %1 dans votre sac.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="181"/>
        <source>Two-handed: no ranged weapon can be worn with it.</source>
        <translation>À deux mains&#xa0;: aucune arme à distance ne se porte avec.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="183"/>
        <source>Your %1 needs both hands: putting this on puts it in your pack.</source>
        <translation>Équiper ceci renvoie votre %1 dans votre sac (arme à deux mains).</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="186"/>
        <source>Reach %1 cells.</source>
        <translation>Portée&#xa0;: %1 cases.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="188"/>
        <source>A shot does %1 damage.</source>
        <translation>Un tir inflige %1 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="191"/>
        <source>You wear it.</source>
        <translation>Vous l&apos;avez sur vous.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="192"/>
        <source>Worn now: %1 (%2).</source>
        <translation>Porté en ce moment&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="195"/>
        <source>nothing added</source>
        <translation>aucun ajout</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="198"/>
        <source>Nothing is worn there now.</source>
        <translation>Rien n&apos;est porté à cet emplacement.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="202"/>
        <source>Does: %1.</source>
        <translation>Effet : %1.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="204"/>
        <source>Thrown up to %1 cells.</source>
        <translation>Se lance jusqu&apos;à %1 cases.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="206"/>
        <source>A hit does %1 damage.</source>
        <translation>Un coup fait %1 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="209"/>
        <source>Worth %1.</source>
        <translation>Valeur&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="212"/>
        <source>You carry %n.</source>
        <translation>
            <numerusform>Vous en portez %n.</numerusform>
            <numerusform>Vous en portez %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="229"/>
        <source>%1 for %n turn(s)</source>
        <translation>
            <numerusform>%1 pendant %n tour</numerusform>
            <numerusform>%1 pendant %n tours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="231"/>
        <source>%1, %2 HP a turn</source>
        <translation>%1, %2 PV par tour</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="235"/>
        <source>heals %1 HP</source>
        <translation>soigne %1 PV</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="238"/>
        <source>%1 damage</source>
        <translation>%1 dégâts</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="241"/>
        <source>teleports</source>
        <translation>téléporte</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="244"/>
        <source>blinks up to %n cell(s) along the aim</source>
        <translation>
            <numerusform>bondit jusqu&apos;à %n case dans la visée</numerusform>
            <numerusform>bondit jusqu&apos;à %n cases dans la visée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="247"/>
        <source>senses every monster for %n turn(s)</source>
        <translation>
            <numerusform>perçoit chaque monstre pendant %n tour</numerusform>
            <numerusform>perçoit chaque monstre pendant %n tours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="250"/>
        <source>shows where the level&apos;s items lie</source>
        <translation>montre où gisent les objets du niveau</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="253"/>
        <source>maps the level</source>
        <translation>cartographie le niveau</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="256"/>
        <source>sinks to the next depth</source>
        <translation>fait descendre à la profondeur suivante</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="259"/>
        <source>pushes back %1 cell(s)</source>
        <translation>repousse de %1 case(s)</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="262"/>
        <location filename="../words/GameWording.cpp" line="507"/>
        <source>calls %n %1</source>
        <translation>
            <numerusform>appelle %n %1</numerusform>
            <numerusform>appelle %n %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="265"/>
        <source>identifies %n unknown kind(s)</source>
        <translation>
            <numerusform>identifie %n sorte inconnue</numerusform>
            <numerusform>identifie %n sortes inconnues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="273"/>
        <source>a cloud of %1: %2 for %n turn(s) to whoever stands in it</source>
        <translation>
            <numerusform>un nuage de %1 : %2 pendant %n tour pour qui s&apos;y tient</numerusform>
            <numerusform>un nuage de %1 : %2 pendant %n tours pour qui s&apos;y tient</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="285"/>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="288"/>
        <source>%1 (the first monster in its path)</source>
        <translation>%1 (le premier monstre sur sa trajectoire)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="291"/>
        <source>%1 (every monster in view)</source>
        <translation>%1 (chaque monstre en vue)</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="294"/>
        <source>%1 (every monster within %n cell(s))</source>
        <translation>
            <numerusform>%1 (chaque monstre à %n case ou moins)</numerusform>
            <numerusform>%1 (chaque monstre à %n cases ou moins)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="306"/>
        <source>%1%2 %3</source>
        <translation>%1%2 %3</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="316"/>
        <source>%1%2 noise</source>
        <extracomment>The cells a worn piece adds to how far the hero is heard: &quot;+3 noise&quot;, &quot;−2 noise&quot;</extracomment>
        <translation>%1%2 bruit</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="327"/>
        <location filename="../words/GameWording.cpp" line="543"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="333"/>
        <source>unhurt</source>
        <translation>indemne</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="336"/>
        <source>scratched</source>
        <translation>égratigné</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="338"/>
        <source>wounded</source>
        <translation>blessé</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="340"/>
        <source>badly wounded</source>
        <translation>grièvement blessé</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="341"/>
        <source>almost dead</source>
        <translation>à l&apos;agonie</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="349"/>
        <source>idle</source>
        <translation>au repos</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="351"/>
        <source>on patrol</source>
        <translation>en patrouille</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="353"/>
        <source>wandering</source>
        <translation>errant</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="355"/>
        <source>chasing you</source>
        <translation>vous poursuit</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="357"/>
        <source>going back</source>
        <translation>s&apos;en retourne</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="359"/>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="361"/>
        <source>fleeing</source>
        <translation>en fuite</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="363"/>
        <source>on guard</source>
        <translation>en garde</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="365"/>
        <source>asleep</source>
        <translation>endormi</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="375"/>
        <source>a leader</source>
        <translation>un chef</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="377"/>
        <source>a king</source>
        <translation>un roi</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="385"/>
        <source>Stone wall</source>
        <translation>Mur de pierre</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="387"/>
        <source>Floor</source>
        <translation>Sol</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="389"/>
        <source>A door</source>
        <translation>Une porte</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="391"/>
        <source>Stairs down</source>
        <translation>Escalier descendant</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="393"/>
        <source>Stairs up</source>
        <translation>Escalier montant</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="395"/>
        <source>Deep water: you would swim, and what you carry may float away</source>
        <translation>Eau profonde : vous nageriez, et ce que vous portez pourrait partir à la dérive</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="397"/>
        <source>Lava: death to step in</source>
        <translation>Lave : y entrer, c&apos;est mourir</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="399"/>
        <source>A chasm: a fall to the depth below</source>
        <translation>Un gouffre : une chute vers la profondeur d&apos;en dessous</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="401"/>
        <source>A bridge over a chasm</source>
        <translation>Un pont au-dessus d&apos;un gouffre</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="403"/>
        <source>Tall grass: it hides what lies beyond</source>
        <translation>Hautes herbes : elles cachent ce qui est derrière</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="405"/>
        <source>A locked door: a key opens it</source>
        <translation>Une porte verrouillée : une clé l&apos;ouvre</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="431"/>
        <source>You, %1.</source>
        <translation>Vous, %1.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="436"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="437"/>
        <source>%1: %2, %3.</source>
        <translation>%1&#xa0;: %2, %3.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="486"/>
        <source>steals %1 gold or a thing you carry, then flees</source>
        <translation>vole %1 pièces d&apos;or ou un objet porté, puis s&apos;enfuit</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="488"/>
        <source>steals a thing you carry, then flees</source>
        <translation>vole un objet porté, puis s&apos;enfuit</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="490"/>
        <source>explodes when it dies (%1 damage within %n cell(s))</source>
        <translation>
            <numerusform>explose en mourant (%1 dégâts à %n case)</numerusform>
            <numerusform>explose en mourant (%1 dégâts à %n cases)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="493"/>
        <source>splits in two when hit</source>
        <translation>se divise en deux quand il est touché</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="497"/>
        <source>breathes at you every %1 turns (%2 damage, up to %3 cells)</source>
        <translation>souffle sur vous tous les %1 tours (%2 dégâts, jusqu&apos;à %3 cases)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="500"/>
        <source>breathes %1 every %2 turns (%3 damage, up to %4 cells)</source>
        <translation>souffle %1 tous les %2 tours (%3 dégâts, jusqu&apos;à %4 cases)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="510"/>
        <source>unseen beyond the next cell, but for a while after it strikes or is hurt</source>
        <translation>invisible au-delà de la case voisine, sauf un moment après avoir frappé ou été blessé</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="512"/>
        <source>hunts with its kind, and flees alone</source>
        <translation>chasse avec ses semblables et fuit seul</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="513"/>
        <source>hunts with its kind</source>
        <translation>chasse avec ses semblables</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="515"/>
        <source>steps through walls</source>
        <translation>traverse les murs</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="517"/>
        <source>its blows may leave you %1 (%2 %)</source>
        <translation>ses coups peuvent vous laisser %1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="544"/>
        <source>fighting you</source>
        <translation>vous combat</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="546"/>
        <source>HP %1 of %2</source>
        <translation>PV %1 sur %2</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="549"/>
        <source>%1 %2 · %3 %4</source>
        <translation>%1 %2 · %3 %4</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="555"/>
        <source>Moves fast: %1 % of your pace</source>
        <translation>Rapide&#xa0;: %1&#xa0;% de votre allure</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="556"/>
        <source>Moves slowly: %1 % of your pace</source>
        <translation>Lent&#xa0;: %1&#xa0;% de votre allure</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="557"/>
        <source>Moves at your pace</source>
        <translation>À votre allure</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="559"/>
        <source>%1, only now and then</source>
        <translation>%1, de temps en temps seulement</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="562"/>
        <source>Shoots up to %1 cells for %2 damage.</source>
        <translation>Tire jusqu&apos;à %1 cases pour %2 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="566"/>
        <source>Its touch costs you %1 XP.</source>
        <translation>Son contact vous coûte %1 XP.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="567"/>
        <source>Its touch does %1 damage.</source>
        <translation>Son contact fait %1 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="577"/>
        <source>Flees below %1 % of its HP.</source>
        <translation>Fuit sous %1&#xa0;% de ses PV.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="418"/>
        <source>%1 (%n turn(s))</source>
        <translation>
            <numerusform>%1 (%n tour)</numerusform>
            <numerusform>%1 (%n tours)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="440"/>
        <location filename="../words/GameWording.cpp" line="582"/>
        <source>It is %1.</source>
        <translation>Il est %1.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="443"/>
        <source>You are %1.</source>
        <translation>Vous êtes %1.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="445"/>
        <source>An open chest, empty.</source>
        <translation>Un coffre ouvert, vide.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="445"/>
        <source>A closed chest.</source>
        <translation>Un coffre fermé.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="449"/>
        <source>%1 (sprung).</source>
        <translation>%1 (déclenché).</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="449"/>
        <location filename="../words/GameWording.cpp" line="456"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="452"/>
        <source>A chip.</source>
        <translation>Une puce.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="456"/>
        <source>%1 × %2.</source>
        <translation>%1 × %2.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="458"/>
        <source>For sale: %1 gold.</source>
        <translation>À vendre : %1 pièces d&apos;or.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="462"/>
        <source>Flames burn here.</source>
        <translation>Des flammes brûlent ici.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="463"/>
        <source>A cloud of %1 hangs here.</source>
        <translation>Un nuage de %1 flotte ici.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="467"/>
        <source>An open door</source>
        <translation>Une porte ouverte</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="467"/>
        <source>A closed door</source>
        <translation>Une porte fermée</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="469"/>
        <source> (remembered)</source>
        <translation> (en mémoire)</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../app/game/Hints.cpp" line="32"/>
        <source>Welcome to the dungeon</source>
        <translation>Bienvenue dans le donjon</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="34"/>
        <source>Your pack</source>
        <translation>Votre sac</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="36"/>
        <source>A battle</source>
        <translation>Un combat</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="38"/>
        <source>Stronger</source>
        <translation>Gagner en force</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="40"/>
        <source>Spells</source>
        <translation>Sorts</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="42"/>
        <source>Chests</source>
        <translation>Coffres</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="44"/>
        <source>Traps</source>
        <translation>Pièges</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="46"/>
        <source>Badly hurt</source>
        <translation>Santé en péril</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="48"/>
        <source>Deeper</source>
        <translation>Plus profond</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="50"/>
        <source>From afar</source>
        <translation>À distance</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="61"/>
        <source>(no key)</source>
        <translation>(aucune touche)</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="85"/>
        <source>Walk with the arrows, the numpad or hjkl (no diagonals here).</source>
        <translation>Marchez avec les flèches, le pavé numérique ou hjkl (sans diagonales ici).</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="86"/>
        <source>Walk with the arrows, the numpad or hjkl.</source>
        <translation>Marchez avec les flèches, le pavé numérique ou hjkl.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="89"/>
        <source>Walk with the arrows, the numpad, hjkl or WASD (no diagonals here).</source>
        <translation>Déplacez-vous avec les flèches, le pavé numérique, hjkl ou WASD (pas de diagonales ici).</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="90"/>
        <source>Walk with the arrows, the numpad, hjkl or WASD.</source>
        <translation>Déplacez-vous avec les flèches, le pavé numérique, hjkl ou WASD.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="92"/>
        <source>Walk with the keys you chose: %1 north, %2 west, %3 south, %4 east.</source>
        <translation>Déplacez-vous avec les touches choisies&#xa0;: %1 au nord, %2 à l&apos;ouest, %3 au sud, %4 à l&apos;est.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="97"/>
        <source>Turn with the %1 and %2 keys, step forward with %3, turn round with %4.</source>
        <translation>Tournez avec les touches %1 et %2, avancez avec %3, faites demi-tour avec %4.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="101"/>
        <source>Walk into a monster to start a battle.</source>
        <translation>Marchez sur un monstre pour engager le combat.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="103"/>
        <source>Your XP is your life: a monster that touches you takes a bite of it. Keep away, and %1 shoots it from afar.</source>
        <translation>Votre XP est votre vie&#xa0;: un monstre qui vous touche en prend une bouchée. Gardez vos distances, et %1 tire de loin.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="112"/>
        <source>%1 explores the room, and a door leads to the next.</source>
        <translation>%1 explore la salle, et une porte mène à la suivante.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="113"/>
        <source>%1 explores by itself and %2 fights the nearest monster.</source>
        <translation>%1 explore tout seul et %2 combat le monstre le plus proche.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="116"/>
        <source>%1 lists every key.</source>
        <translation>%1 liste toutes les touches.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="120"/>
        <source>%1 opens the menus: Left and Right turn between attributes, equipment, items and spells, Enter chooses, Backspace goes back, M returns to the maze.</source>
        <translation>%1 ouvre les menus&#xa0;: Gauche et Droite passent des attributs à l&apos;équipement, aux objets et aux sorts, Entrée choisit, Retour arrière revient en arrière, M ramène au labyrinthe.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="124"/>
        <source>%1 opens your items: use, equip or drop them. %2 shows what you wear, %3 your attributes.</source>
        <translation>%1 ouvre vos objets&#xa0;: utilisez-les, équipez-les ou lâchez-les. %2 montre ce que vous portez, %3 vos attributs.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="131"/>
        <source>Each level raises your attributes. %1 shows them all, with what your equipment and buffs add.</source>
        <translation>Chaque niveau augmente vos attributs. %1 les montre tous, avec ce qu&apos;ajoutent votre équipement et vos bonus.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="136"/>
        <source>The spells are the last of the menus %1 opens. Every cast earns a point of its element; points open stronger spells.</source>
        <translation>Les sorts sont le dernier des menus qu&apos;ouvre %1. Chaque sort lancé rapporte un point de son élément&#xa0;; les points ouvrent des sorts plus puissants.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="139"/>
        <source>%1 opens your spells. Every cast earns a point of its element; points open stronger spells.</source>
        <translation>%1 ouvre vos sorts. Chaque sort lancé rapporte un point de son élément&#xa0;; les points ouvrent des sorts plus puissants.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="147"/>
        <source>Walk into a chest to open it: its treasure adds to your XP, which is your life here.</source>
        <translation>Avancez dans un coffre pour l&apos;ouvrir&#xa0;: son trésor s&apos;ajoute à votre XP, qui est ici votre vie.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="150"/>
        <source>Some chests are trapped and cost XP first.</source>
        <translation>Certains coffres sont piégés et coûtent d&apos;abord de l&apos;XP.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="155"/>
        <source>%1 opens a chest beside you. Some are trapped, and some are not chests at all.</source>
        <translation>%1 ouvre un coffre à côté de vous. Certains sont piégés, et d&apos;autres ne sont pas des coffres du tout.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="159"/>
        <source>%1 opens a chest beside you. Some are trapped.</source>
        <translation>%1 ouvre un coffre à côté de vous. Certains sont piégés.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="161"/>
        <source>%1 opens a chest beside you. Some are not chests at all.</source>
        <translation>%1 ouvre un coffre à côté de vous. Certains ne sont pas des coffres du tout.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="162"/>
        <source>%1 opens a chest beside you.</source>
        <translation>%1 ouvre un coffre à côté de vous.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="169"/>
        <source>A trap costs XP, your life here, when you step on it, and some hide in the floor. A sprung trap is harmless after.</source>
        <translation>Un piège coûte de l&apos;XP, ici votre vie, quand vous marchez dessus, et certains se cachent dans le sol. Un piège déclenché est ensuite inoffensif.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="171"/>
        <source>A trap costs XP, your life here, when you step on it: walk round it. A sprung trap is harmless after.</source>
        <translation>Un piège coûte de l&apos;XP, ici votre vie, quand vous marchez dessus&#xa0;: contournez-le. Un piège déclenché est ensuite inoffensif.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="175"/>
        <source>A trap hurts when you step on it: walk round it. A sprung trap is harmless after.</source>
        <translation>Un piège blesse quand vous marchez dessus&#xa0;: contournez-le. Un piège déclenché est ensuite inoffensif.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="180"/>
        <source>%1 drinks the medicine that helps most now; %2 opens the menus, whose items list them all.</source>
        <translation>%1 boit le remède le plus utile du moment&#xa0;; %2 ouvre les menus, dont les objets les listent tous.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="183"/>
        <source>%1 drinks the medicine that helps most now; %2 lists them all.</source>
        <translation>%1 boit le remède le plus utile du moment&#xa0;; %2 les liste tous.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="188"/>
        <source>%1 and %2 take the stairs, walking there first when you know where they are.</source>
        <translation>%1 et %2 prennent l&apos;escalier, en s&apos;y rendant d&apos;abord si vous savez où il est.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="192"/>
        <source>%1 aims: move the target with the keys or the mouse, then %1, Enter or a click shoots.</source>
        <translation>%1 vise&#xa0;: déplacez la cible avec les touches ou la souris, puis %1, Entrée ou un clic tire.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="106"/>
        <source>Your XP is your life: a monster that touches you takes a bite of it. Keep away.</source>
        <translation>Vos PX sont votre vie&#xa0;: un monstre qui vous touche en prend une part. Gardez vos distances.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="109"/>
        <source>Walk into a monster to strike it.</source>
        <translation>Marchez sur un monstre pour le frapper.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="128"/>
        <source>Each round choose an action: attack, defend, a spell, an item, or escape. The monster answers after you.</source>
        <translation>À chaque manche, choisissez une action&#xa0;: attaquer, vous défendre, un sort, un objet ou fuir. Le monstre répond après vous.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="174"/>
        <source>Traps hide in the floor. A sprung trap is harmless after.</source>
        <translation>Des pièges se cachent dans le sol. Un piège déclenché est ensuite inoffensif.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="187"/>
        <source>Each door leads to a new room, and a room left behind is gone for good.</source>
        <translation>Chaque porte mène à une nouvelle salle, et une salle quittée est perdue pour de bon.</translation>
    </message>
</context>
<context>
    <name>PlaytestWords</name>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="11"/>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="11"/>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="15"/>
        <source>XP</source>
        <translation>XP</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="15"/>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="21"/>
        <source>died</source>
        <translation>mort</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="23"/>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="25"/>
        <source>alive at the turn limit</source>
        <translation>en vie à la limite de tours</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="27"/>
        <source>nothing left to do</source>
        <translation>plus rien à faire</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="29"/>
        <source>stuck</source>
        <translation>bloqué</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="39"/>
        <source>Deaths</source>
        <translation>Morts</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="41"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="43"/>
        <source>Rooms reached</source>
        <translation>Salles atteintes</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="43"/>
        <source>Deepest depth</source>
        <translation>Profondeur maximale</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="45"/>
        <source>Turns played</source>
        <translation>Tours joués</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="47"/>
        <source>XP (health) at the end</source>
        <translation>XP (santé) à la fin</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="47"/>
        <source>XP at the end</source>
        <translation>XP à la fin</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="49"/>
        <source>Gold at the end</source>
        <translation>Or à la fin</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="51"/>
        <source>Deaths in room %1</source>
        <translation>Morts dans la salle %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="52"/>
        <source>Deaths at depth %1</source>
        <translation>Morts à la profondeur %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="54"/>
        <source>%1 lost to the %2</source>
        <translation>%1 perdus face à %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="83"/>
        <source>%1 runs of up to %2 turns</source>
        <translation>%1 parties de %2 tours au plus</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="84"/>
        <source>%1 died</source>
        <translation>%1 morts</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="86"/>
        <source>%1 won</source>
        <translation>%1 gagnées</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="87"/>
        <source>rooms reached: median %1 (%2–%3)</source>
        <translation>salles atteintes&#xa0;: médiane %1 (%2–%3)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="88"/>
        <source>depth reached: median %1 (%2–%3)</source>
        <translation>profondeur atteinte&#xa0;: médiane %1 (%2–%3)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="95"/>
        <source>first level-up at turn %1 (median)</source>
        <translation>premier niveau gagné au tour %1 (médiane)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="107"/>
        <source>%1: %2 → %3</source>
        <translation>%1&#xa0;: %2 → %3</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="113"/>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="117"/>
        <source>%1, mostly %2</source>
        <translation>%1, surtout %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="130"/>
        <source>The most frequent death: %1, in %2 of %3 runs.</source>
        <translation>La mort la plus fréquente&#xa0;: %1, dans %2 parties sur %3.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="136"/>
        <source>The %1 costs the hero most: %2 of the %3 %4 lost to monsters.</source>
        <translation>%1 coûte le plus au héros&#xa0;: %2 des %3 %4 perdus face aux monstres.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="143"/>
        <source>Runs stall in room %1: a median of %2 turns there, against %3 for a room overall.</source>
        <translation>Les parties piétinent dans la salle %1&#xa0;: %2 tours en médiane, contre %3 pour une salle en général.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="145"/>
        <source>Runs stall at depth %1: a median of %2 turns there, against %3 for a depth overall.</source>
        <translation>Les parties piétinent à la profondeur %1&#xa0;: %2 tours en médiane, contre %3 pour une profondeur en général.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="152"/>
        <source>No run reached room %1 of %2.</source>
        <translation>Aucune partie n’a atteint la salle %1 sur %2.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="153"/>
        <source>No run reached depth %1 of %2.</source>
        <translation>Aucune partie n’a atteint la profondeur %1 sur %2.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="158"/>
        <source>%1 of %2 runs never levelled up.</source>
        <translation>%1 parties sur %2 n’ont jamais gagné de niveau.</translation>
    </message>
</context>
<context>
    <name>RecapWords</name>
    <message>
        <location filename="../words/RecapWords.cpp" line="28"/>
        <source>%1 hits you for %2</source>
        <translation>%1 vous frappe pour %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="30"/>
        <source>%1 shoots you for %2</source>
        <translation>%1 vous tire dessus pour %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="32"/>
        <source>touching %1 costs you %2</source>
        <translation>toucher %1 vous coûte %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="34"/>
        <source>%1 breathes at you for %2</source>
        <translation>%1 crache sur vous pour %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="35"/>
        <source>%1 breathes %2 at you for %3</source>
        <translation>%1 vous crache %2 dessus pour %3</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="39"/>
        <source>%1 bursts and the blast hits you for %2</source>
        <translation>%1 éclate et le souffle vous frappe pour %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="41"/>
        <source>%1 casts %2 at you for %3</source>
        <translation>%1 lance %2 sur vous pour %3</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="45"/>
        <source>a %1 hits you for %2</source>
        <translation>un piège (%1) vous frappe pour %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="49"/>
        <source>a trapped chest&apos;s %1 hits you for %2</source>
        <translation>le piège d&apos;un coffre (%1) vous frappe pour %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="53"/>
        <source>%1 hurts you for %2</source>
        <translation>%1 vous blesse pour %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="58"/>
        <source>the poison burns you for %1</source>
        <translation>le poison vous brûle pour %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="60"/>
        <source>the flames burn you for %1</source>
        <translation>les flammes vous brûlent pour %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="62"/>
        <source>the fall hurts you for %1</source>
        <translation>la chute vous blesse pour %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="64"/>
        <source>the lava takes your last %1</source>
        <translation>la lave vous prend vos %1 derniers</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="66"/>
        <source>the bolt costs you %1</source>
        <translation>le trait vous coûte %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="74"/>
        <source>Turn %1, room %2</source>
        <translation>Tour %1, salle %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="75"/>
        <source>Turn %1, depth %2</source>
        <translation>Tour %1, profondeur %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="77"/>
        <source>%1: %2 (fatal).</source>
        <translation>%1 : %2 (mortel).</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="78"/>
        <source>%1: %2 (XP %3 left).</source>
        <translation>%1 : %2 (encore %3 PX).</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="79"/>
        <source>%1: %2 (HP %3 left).</source>
        <translation>%1 : %2 (encore %3 PV).</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="88"/>
        <source>%1 × %2</source>
        <extracomment>One kind of monster killed and how many: &quot;goblin × 3&quot;</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="91"/>
        <source>Killed: %1</source>
        <translation>Tués : %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="91"/>
        <location filename="../words/RecapWords.cpp" line="104"/>
        <location filename="../words/RecapWords.cpp" line="113"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="102"/>
        <source>%1: %2</source>
        <extracomment>An item kind identified this run: its look, then what it was (&quot;Murky potion: healing&quot;)</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="104"/>
        <source>Identified: %1</source>
        <translation>Identifiés : %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="113"/>
        <source>Spells learned: %1</source>
        <translation>Sorts appris : %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="118"/>
        <source>Room %1 · %2 turns</source>
        <translation>Salle %1 · %2 tours</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="119"/>
        <source>Deepest depth %1 · %2 turns</source>
        <translation>Profondeur maximale %1 · %2 tours</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="120"/>
        <source>%1 · %2 gold</source>
        <translation>%1 · %2 or</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="137"/>
        <source>The last blows:</source>
        <translation>Les derniers coups :</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="141"/>
        <source>This run:</source>
        <translation>Cette partie :</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../words/Words.cpp" line="71"/>
        <source>%1 (called %2)</source>
        <extracomment>An unknown item kind&apos;s look and the name the player gave it: &quot;Murky potion (called fire?)&quot;</extracomment>
        <translation>%1 (appelé %2)</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="164"/>
        <source>lower</source>
        <extracomment>Whether a record&apos;s name is lowered inside a sentence: &quot;lower&quot; or &quot;keep&quot;</extracomment>
        <translation>lower</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="179"/>
        <source>a-an</source>
        <extracomment>Whether a thing&apos;s name takes &quot;a&quot; or &quot;an&quot; in a sentence (&quot;a-an&quot;, English), or none (&quot;none&quot;)</extracomment>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="188"/>
        <source>an %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="188"/>
        <source>a %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="192"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="199"/>
        <location filename="../words/Words.cpp" line="217"/>
        <source>killed by %1</source>
        <translation>tué·e par %1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="201"/>
        <source>shot by %1</source>
        <translation>abattu·e d&apos;un tir par %1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="203"/>
        <source>caught by a %1</source>
        <translation>pris·e au piège&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="205"/>
        <source>killed by a trapped chest</source>
        <translation>tué·e par un coffre piégé</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="207"/>
        <source>worn out by your own bolt</source>
        <translation>épuisé·e par son propre projectile</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="209"/>
        <source>burned to death</source>
        <translation>mort·e dans les flammes</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="211"/>
        <source>the dungeon could not be made</source>
        <translation>le donjon n&apos;a pas pu être créé</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="213"/>
        <source>won</source>
        <translation>victoire</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="215"/>
        <source>killed by poison</source>
        <translation>tué par le poison</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="219"/>
        <source>burned up in lava</source>
        <translation>brûlé dans la lave</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="221"/>
        <source>killed by a fall</source>
        <translation>tué par une chute</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="236"/>
        <source>The run is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="252"/>
        <source>A monster stands in your way.</source>
        <translation>Un monstre vous barre le chemin.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="260"/>
        <source>poisoned</source>
        <translation>empoisonné</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="264"/>
        <source>paralysed</source>
        <translation>paralysé</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="266"/>
        <source>confused</source>
        <translation>confus</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="268"/>
        <source>slowed</source>
        <translation>ralenti</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="270"/>
        <source>hasted</source>
        <translation>accéléré</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="272"/>
        <source>asleep</source>
        <translation>endormi</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="274"/>
        <source>afraid</source>
        <translation>effrayé</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="276"/>
        <source>invisible</source>
        <translation>invisible</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="278"/>
        <source>telepathic</source>
        <translation>télépathe</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="286"/>
        <source>flames</source>
        <translation>flammes</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="288"/>
        <source>caustic gas</source>
        <translation>gaz caustique</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="290"/>
        <source>paralytic gas</source>
        <translation>gaz paralysant</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="292"/>
        <source>confusion gas</source>
        <translation>gaz de confusion</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="294"/>
        <source>slowing gas</source>
        <translation>gaz ralentissant</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="296"/>
        <source>sleeping gas</source>
        <translation>gaz soporifique</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="298"/>
        <source>fear gas</source>
        <translation>gaz de terreur</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="300"/>
        <source>gas</source>
        <translation>gaz</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="243"/>
        <location filename="../words/Words.cpp" line="238"/>
        <source>You are in a battle: attack, defend, cast a spell, use an item or escape.</source>
        <translation>Vous êtes en combat&#xa0;: attaquez, défendez-vous, lancez un sort, utilisez un objet ou fuyez.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="240"/>
        <source>There is nothing left to explore that you can reach.</source>
        <translation>Il ne reste rien d&apos;accessible à explorer.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="242"/>
        <source>No monster in sight.</source>
        <translation>Aucun monstre en vue.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="244"/>
        <source>You see no way to reach it.</source>
        <translation>Vous ne voyez aucun moyen d&apos;y parvenir.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="209"/>
        <location filename="../words/Words.cpp" line="245"/>
        <source>You know no way there.</source>
        <translation>Vous ne connaissez aucun chemin jusque-là.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="247"/>
        <source>You have seen no stairs up yet.</source>
        <translation>Vous n&apos;avez encore vu aucun escalier montant.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="248"/>
        <source>You have seen no stairs down yet.</source>
        <translation>Vous n&apos;avez encore vu aucun escalier descendant.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="250"/>
        <source>Nothing you carry would help now.</source>
        <translation>Rien de ce que vous portez ne vous aiderait maintenant.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="966"/>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="968"/>
        <source>fire</source>
        <translation>feu</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="970"/>
        <source>wood</source>
        <translation>bois</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="972"/>
        <source>earth</source>
        <translation>terre</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="974"/>
        <source>holy</source>
        <translation>sacré</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="976"/>
        <source>evil</source>
        <translation>maléfique</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="985"/>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="987"/>
        <source>defence</source>
        <translation>défense</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="989"/>
        <source>accuracy</source>
        <translation>précision</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="991"/>
        <source>dodge</source>
        <translation>esquive</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="993"/>
        <source>critical chance</source>
        <translation>chance de critique</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="995"/>
        <source>invincibility</source>
        <translation>invincibilité</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="997"/>
        <source>growth</source>
        <translation>croissance</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="999"/>
        <source>silence</source>
        <translation>silence</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="1001"/>
        <location filename="../words/Words.cpp" line="262"/>
        <source>burning</source>
        <translation>brûlure</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="840"/>
        <source>%1 defends.</source>
        <translation>%1 se défend.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="877"/>
        <source>%1 casts %2 and recovers %3 HP.</source>
        <translation>%1 lance %2 et récupère %3 PV.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="882"/>
        <source>%1 casts %2: invincible for %n round(s).</source>
        <translation>
            <numerusform>%1 lance %2&#xa0;: invincible pendant %n manche.</numerusform>
            <numerusform>%1 lance %2&#xa0;: invincible pendant %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="889"/>
        <source>%1 casts %2: recovers %3 HP a round for %n round(s).</source>
        <translation>
            <numerusform>%1 lance %2&#xa0;: récupère %3 PV par manche pendant %n manche.</numerusform>
            <numerusform>%1 lance %2&#xa0;: récupère %3 PV par manche pendant %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="896"/>
        <source>%1 casts %2: %3 +%4 for %n round(s).</source>
        <translation>
            <numerusform>%1 lance %2&#xa0;: %3 +%4 pendant %n manche.</numerusform>
            <numerusform>%1 lance %2&#xa0;: %3 +%4 pendant %n manches.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="824"/>
        <source>You land a critical hit on %1 for %2 damage!</source>
        <translation>Vous portez un coup critique à %1&#xa0;: %2 dégâts&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="122"/>
        <source>You hold the %1. You have won!</source>
        <translation>Vous tenez l&apos;objet&#xa0;: %1. Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="259"/>
        <source>%1 works only outside a battle.</source>
        <translation>%1 n&apos;agit qu&apos;en dehors d&apos;un combat.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="378"/>
        <source>Flames burst out!</source>
        <translation>Des flammes jaillissent !</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="379"/>
        <source>A cloud of %1 billows out.</source>
        <translation>Un nuage de %1 se répand.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="383"/>
        <source>The grass catches fire!</source>
        <translation>L&apos;herbe prend feu !</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="398"/>
        <source>You open the locked door from within.</source>
        <translation>Vous ouvrez la porte verrouillée de l&apos;intérieur.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="399"/>
        <source>You unlock the door with the %1.</source>
        <translation>Vous déverrouillez la porte avec %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="402"/>
        <source>The door is locked: you need a key.</source>
        <translation>La porte est verrouillée : il vous faut une clé.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="405"/>
        <source>You buy the %1 for %n gold.</source>
        <translation>
            <numerusform>Vous achetez %1 pour %n pièce d&apos;or.</numerusform>
            <numerusform>Vous achetez %1 pour %n pièces d&apos;or.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="409"/>
        <source>The %1 costs %2 gold; you have %3.</source>
        <translation>%1 coûte %2 pièces d&apos;or ; vous en avez %3.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="498"/>
        <source>The %1 needs both hands: you put it in your pack.</source>
        <translation>Arme à deux mains&#xa0;: %1 retourne dans votre sac.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="499"/>
        <source>The %1 needs both hands: you put the %2 in your pack.</source>
        <translation>Arme à deux mains (%1)&#xa0;: %2 retourne dans votre sac.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="510"/>
        <source>It drops %1.</source>
        <translation>Il laisse tomber&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="550"/>
        <source>You cast %1.</source>
        <translation>Vous lancez %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="616"/>
        <source>%1 wakes up.</source>
        <translation>%1 se réveille.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="618"/>
        <source>You hear something come down the stairs.</source>
        <translation>Vous entendez quelque chose descendre l&apos;escalier.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="619"/>
        <source>You hear something moving in the distance.</source>
        <translation>Vous entendez quelque chose bouger au loin.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="621"/>
        <source>Something is coming: you stop resting.</source>
        <translation>Quelque chose approche : vous cessez de vous reposer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="633"/>
        <source>You are %1 (%n turn(s)).</source>
        <translation>
            <numerusform>Vous êtes %1 (%n tour).</numerusform>
            <numerusform>Vous êtes %1 (%n tours).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="634"/>
        <source>%1 is %2.</source>
        <translation>%1 est %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="639"/>
        <source>You are no longer %1.</source>
        <translation>Vous n’êtes plus %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="640"/>
        <source>%1 is no longer %2.</source>
        <translation>%1 n’est plus %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="646"/>
        <source>You burn: −%1 XP.</source>
        <translation>Vous brûlez : −%1 PX.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="647"/>
        <source>Poison courses through you: −%1 XP.</source>
        <translation>Le poison coule dans vos veines : −%1 PX.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="649"/>
        <source>You burn: −%1 HP.</source>
        <translation>Vous brûlez : −%1 PV.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="650"/>
        <source>Poison courses through you: −%1 HP.</source>
        <translation>Le poison coule dans vos veines : −%1 PV.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="651"/>
        <source>%1 burns for %2.</source>
        <translation>%1 brûle : −%2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="652"/>
        <source>%1 suffers %2 from poison.</source>
        <translation>%1 souffre du poison : −%2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="655"/>
        <source>You are too afraid to strike %1.</source>
        <translation>Vous avez trop peur pour frapper %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="658"/>
        <source>You stumble.</source>
        <translation>Vous trébuchez.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="669"/>
        <source>The %1 hits %2 for %3.</source>
        <translation>%1 touche %2 pour %3.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="675"/>
        <source>The %1 misses %2.</source>
        <translation>%1 manque %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="678"/>
        <source>The %1 lands on the floor.</source>
        <translation>%1 tombe sur le sol.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="680"/>
        <source>You read the %1.</source>
        <translation>Vous lisez : %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="683"/>
        <source>You zap the %1 (%n charge(s) left).</source>
        <translation>
            <numerusform>Vous utilisez %1 (encore %n charge).</numerusform>
            <numerusform>Vous utilisez %1 (encore %n charges).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="687"/>
        <source>The %1 has no charge yet: it gathers them again in time.</source>
        <translation>%1 n’a pas encore de charge : elle se recharge avec le temps.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="689"/>
        <source>The %1 is empty.</source>
        <translation>%1 est vide.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="692"/>
        <source>The %1 crumbles to dust.</source>
        <translation>%1 tombe en poussière.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="695"/>
        <source>You are somewhere else!</source>
        <translation>Vous êtes ailleurs !</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="696"/>
        <source>%1 vanishes!</source>
        <translation>%1 disparaît !</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="700"/>
        <source>You blink %n cell(s) ahead.</source>
        <translation>
            <numerusform>Vous bondissez de %n case.</numerusform>
            <numerusform>Vous bondissez de %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="701"/>
        <source>Something stands in the way: you stay where you are.</source>
        <translation>Quelque chose barre le passage : vous restez où vous êtes.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="704"/>
        <source>The shape of this level comes into your mind.</source>
        <translation>Le plan de ce niveau vous apparaît en esprit.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="706"/>
        <source>You sense %n thing(s) lying on this level.</source>
        <translation>
            <numerusform>Vous sentez %n objet sur ce niveau.</numerusform>
            <numerusform>Vous sentez %n objets sur ce niveau.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="709"/>
        <source>You sink through the floor to depth %1.</source>
        <translation>Vous vous enfoncez dans le sol jusqu’à la profondeur %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="712"/>
        <source>%1 is thrown back %n cell(s).</source>
        <translation>
            <numerusform>%1 est repoussé de %n case.</numerusform>
            <numerusform>%1 est repoussé de %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="714"/>
        <source>%1 stands firm.</source>
        <translation>%1 tient bon.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="719"/>
        <source>%1 appears!</source>
        <translation>%1 apparaît !</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="720"/>
        <source>%n of %1 appear!</source>
        <translation>
            <numerusform>%n × %1 apparaît !</numerusform>
            <numerusform>%n × %1 apparaissent !</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="724"/>
        <source>You feel better: +%1 HP.</source>
        <translation>Vous vous sentez mieux : +%1 PV.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="725"/>
        <source>%1 looks healthier.</source>
        <translation>%1 a l’air en meilleure santé.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="730"/>
        <source>It hurts you: −%1 XP.</source>
        <translation>Cela vous blesse : −%1 PX.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="732"/>
        <source>It hurts you: −%1 HP.</source>
        <translation>Cela vous blesse : −%1 PV.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="733"/>
        <source>%1 takes %2 damage.</source>
        <translation>%1 subit %2 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="736"/>
        <source>Nothing seems to happen.</source>
        <translation>Rien ne semble se produire.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="748"/>
        <source>%1 snatches %2 gold from you!</source>
        <translation>%1 vous arrache %2 pièces d&apos;or !</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="749"/>
        <source>%1 steals your %2!</source>
        <translation>%1 vous vole votre %2 !</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="750"/>
        <source>%1 steals your %2 (×%3)!</source>
        <translation>%1 vous vole votre %2 (×%3) !</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="757"/>
        <source>You take back %1 gold.</source>
        <translation>Vous reprenez %1 pièces d&apos;or.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="758"/>
        <source>It drops your %1.</source>
        <translation>Il lâche votre %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="761"/>
        <source>%1 bursts!</source>
        <translation>%1 éclate !</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="765"/>
        <source>The blast hits you: −%1 HP.</source>
        <translation>L&apos;explosion vous touche : −%1 PV.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="766"/>
        <source>The blast hits %1 for %2.</source>
        <translation>L&apos;explosion touche %1 pour %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="769"/>
        <source>%1 splits in two!</source>
        <translation>%1 se divise en deux !</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="773"/>
        <source>%1 breathes at you: −%2 HP.</source>
        <translation>%1 vous crache son souffle : −%2 PV.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="774"/>
        <source>%1 breathes at you and misses.</source>
        <translation>%1 crache son souffle et vous manque.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="778"/>
        <source>%1 breathes on %2 for %3.</source>
        <translation>%1 crache son souffle sur %2 : %3 de dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="783"/>
        <source>%1 shows itself!</source>
        <translation>%1 se montre !</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="825"/>
        <source>You hit %1 for %2 damage.</source>
        <translation>Vous frappez %1&#xa0;: %2 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="827"/>
        <source>%1 lands a critical hit on you for %2 damage!</source>
        <translation>%1 vous porte un coup critique&#xa0;: %2 dégâts&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="828"/>
        <source>%1 hits you for %2 damage.</source>
        <translation>%1 vous frappe&#xa0;: %2 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="830"/>
        <source>You attack %1 and miss.</source>
        <translation>Vous attaquez %1 mais manquez votre coup.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="831"/>
        <source>%1 attacks you and misses.</source>
        <translation>%1 vous attaque mais manque son coup.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="835"/>
        <source>%1 is invincible: your attack does no harm.</source>
        <translation>%1 est invincible&#xa0;: votre attaque reste sans effet.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="836"/>
        <source>%1 is invincible: your %2 does no harm.</source>
        <translation>%1 est invincible&#xa0;: %2 reste sans effet.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="837"/>
        <source>You are invincible: %1&apos;s attack does no harm.</source>
        <translation>Vous êtes invincible&#xa0;: %1 attaque sans effet.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="838"/>
        <source>You are invincible: %1&apos;s %2 does no harm.</source>
        <translation>Vous êtes invincible&#xa0;: %2 (%1) reste sans effet.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="840"/>
        <source>You defend.</source>
        <translation>Vous vous défendez.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="867"/>
        <source>You cast %1 on %2 for %3 damage: its element overpowers %2&apos;s!</source>
        <translation>Vous lancez %1 sur %2&#xa0;: %3 dégâts, son élément domine celui de la cible&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="870"/>
        <source>You cast %1 on %2 for %3 damage.</source>
        <translation>Vous lancez %1 sur %2&#xa0;: %3 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="871"/>
        <source>%1 casts %2 on you for %3 damage: its element overpowers yours!</source>
        <translation>%1 lance %2 sur vous&#xa0;: %3 dégâts, son élément domine le vôtre&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="874"/>
        <source>%1 casts %2 on you for %3 damage.</source>
        <translation>%1 lance %2 sur vous&#xa0;: %3 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="876"/>
        <source>You cast %1 and recover %2 HP.</source>
        <translation>Vous lancez %1 et récupérez %2 PV.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="880"/>
        <source>You cast %1: invincible for %n round(s).</source>
        <translation>
            <numerusform>Vous lancez %1&#xa0;: invincible pendant %n manche.</numerusform>
            <numerusform>Vous lancez %1&#xa0;: invincible pendant %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="885"/>
        <source>You cast %1: you recover %2 HP a round for %n round(s).</source>
        <translation>
            <numerusform>Vous lancez %1&#xa0;: vous récupérez %2 PV par manche pendant %n manche.</numerusform>
            <numerusform>Vous lancez %1&#xa0;: vous récupérez %2 PV par manche pendant %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="893"/>
        <source>You cast %1: %2 +%3 for %n round(s).</source>
        <translation>
            <numerusform>Vous lancez %1&#xa0;: %2 +%3 pendant %n manche.</numerusform>
            <numerusform>Vous lancez %1&#xa0;: %2 +%3 pendant %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="901"/>
        <source>You cast %1: %2 is silenced for %n round(s).</source>
        <translation>
            <numerusform>Vous lancez %1&#xa0;: %2 est sous silence pendant %n manche.</numerusform>
            <numerusform>Vous lancez %1&#xa0;: %2 est sous silence pendant %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="903"/>
        <source>%1 casts %2: you are silenced for %n round(s).</source>
        <translation>
            <numerusform>%1 lance %2&#xa0;: vous êtes sous silence pendant %n manche.</numerusform>
            <numerusform>%1 lance %2&#xa0;: vous êtes sous silence pendant %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="906"/>
        <source>You cast %1: %2 burns for %3 HP a round for %n round(s).</source>
        <translation>
            <numerusform>Vous lancez %1&#xa0;: %2 brûle, %3 PV par manche pendant %n manche.</numerusform>
            <numerusform>Vous lancez %1&#xa0;: %2 brûle, %3 PV par manche pendant %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="910"/>
        <source>%1 casts %2: you burn for %3 HP a round for %n round(s).</source>
        <translation>
            <numerusform>%1 lance %2&#xa0;: vous brûlez, %3 PV par manche pendant %n manche.</numerusform>
            <numerusform>%1 lance %2&#xa0;: vous brûlez, %3 PV par manche pendant %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="914"/>
        <source>You cast %1 on %2: %3 −%4 for %n round(s).</source>
        <translation>
            <numerusform>Vous lancez %1 sur %2&#xa0;: %3 −%4 pendant %n manche.</numerusform>
            <numerusform>Vous lancez %1 sur %2&#xa0;: %3 −%4 pendant %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="917"/>
        <source>%1 casts %2 on you: %3 −%4 for %n round(s).</source>
        <translation>
            <numerusform>%1 lance %2 sur vous&#xa0;: %3 −%4 pendant %n manche.</numerusform>
            <numerusform>%1 lance %2 sur vous&#xa0;: %3 −%4 pendant %n manches.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="933"/>
        <source>%1 uses %2.</source>
        <translation>%1 utilise %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="1084"/>
        <source>+%1 XP</source>
        <translation>+%1 XP</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="1088"/>
        <source>%1 gold</source>
        <translation>%1 or</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="1098"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="842"/>
        <source>%1 escapes!</source>
        <translation>%1 s&apos;échappe&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="786"/>
        <source>%1 calls for help: %n more come(s) (%2).</source>
        <translation>
            <numerusform>%1 appelle à l&apos;aide : %n de plus arrive (%2).</numerusform>
            <numerusform>%1 appelle à l&apos;aide : %n de plus arrivent (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="842"/>
        <source>You escape!</source>
        <translation>Vous vous échappez&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="844"/>
        <source>You try to escape but cannot get away.</source>
        <translation>Vous tentez de fuir mais n&apos;y parvenez pas.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="845"/>
        <source>%1 tries to escape but cannot get away.</source>
        <translation>%1 tente de fuir mais n&apos;y parvient pas.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="848"/>
        <source>%1 flies into a rage!</source>
        <translation>%1 entre en rage&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="848"/>
        <source>You fly into a rage!</source>
        <translation>Vous entrez en rage&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="849"/>
        <source>%1 loses its nerve!</source>
        <translation>%1 perd courage&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="849"/>
        <source>You lose your nerve!</source>
        <translation>Vous perdez courage&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="942"/>
        <source>You recover %1 HP (growing).</source>
        <translation>Vous récupérez %1 PV (croissance).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="943"/>
        <source>%1 recovers %2 HP (growing).</source>
        <translation>%1 récupère %2 PV (croissance).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="945"/>
        <source>You burn for %1 damage.</source>
        <translation>Vous brûlez&#xa0;: %1 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="946"/>
        <source>%1 burns for %2 damage.</source>
        <translation>%1 brûle&#xa0;: %2 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="950"/>
        <source>The %1 on you wears off.</source>
        <translation>%1 sur vous prend fin.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="951"/>
        <source>The %1 on %2 wears off.</source>
        <translation>%1 sur %2 prend fin.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="952"/>
        <source>%1&apos;s %2 wears off.</source>
        <translation>%1&#xa0;: %2 prend fin.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="952"/>
        <source>Your %1 wears off.</source>
        <translation>Votre %1 prend fin.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="595"/>
        <location filename="../words/LogWords.cpp" line="851"/>
        <source>%1 dies.</source>
        <translation>%1 meurt.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="851"/>
        <source>You fall.</source>
        <translation>Vous tombez.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="101"/>
        <source>You step into the dark of the dungeon.</source>
        <translation>Vous pénétrez dans l&apos;obscurité du donjon.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="102"/>
        <source>%1, you enter the dungeon.</source>
        <translation>%1, vous entrez dans le donjon.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="106"/>
        <source>The run is over: %1.</source>
        <translation>La partie est terminée&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="109"/>
        <source>You have already won.</source>
        <translation>Vous avez déjà gagné.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="150"/>
        <source>You have experienced PERMADEATH.</source>
        <translation>Vous avez connu la MORT DÉFINITIVE.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="151"/>
        <source>(%1, in room %2 after %n turn(s).)</source>
        <translation>
            <numerusform>(%1, dans la salle %2 après %n tour.)</numerusform>
            <numerusform>(%1, dans la salle %2 après %n tours.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="154"/>
        <source>(%1, on depth %2 after %n turn(s).)</source>
        <translation>
            <numerusform>(%1, à la profondeur %2 après %n tour.)</numerusform>
            <numerusform>(%1, à la profondeur %2 après %n tours.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="157"/>
        <source>You die, %1, in room %2 after %n turn(s).</source>
        <translation>
            <numerusform>Vous mourez, %1, dans la salle %2 après %n tour.</numerusform>
            <numerusform>Vous mourez, %1, dans la salle %2 après %n tours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="160"/>
        <source>You die, %1, on depth %2 after %n turn(s).</source>
        <translation>
            <numerusform>Vous mourez, %1, à la profondeur %2 après %n tour.</numerusform>
            <numerusform>Vous mourez, %1, à la profondeur %2 après %n tours.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="114"/>
        <source>You hold the %1. Now carry it up to depth %2!</source>
        <translation>Vous tenez l&apos;objet&#xa0;: %1. Remontez-le maintenant jusqu&apos;à la profondeur %2&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="117"/>
        <source>You climb into daylight with the %1. You have won!</source>
        <translation>Vous remontez au grand jour avec %1. Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="120"/>
        <source>You have brought it back. You have won!</source>
        <translation>Mission accomplie&#xa0;: vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="125"/>
        <source>You reach level %1 (from %2).</source>
        <translation>Vous atteignez le niveau %1 (depuis le %2).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="128"/>
        <source>+%1 XP.</source>
        <translation>+%1 PX.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="130"/>
        <source>Room %1.</source>
        <translation>Salle %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="133"/>
        <source>Depth %1 (you have been here before).</source>
        <translation>Profondeur %1 (déjà visitée).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="134"/>
        <source>Depth %1.</source>
        <translation>Profondeur %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="137"/>
        <source>The way is blocked: %1</source>
        <translation>Le passage est bloqué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="169"/>
        <source>Move where?</source>
        <translation>Aller où&#xa0;?</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="171"/>
        <source>Open what?</source>
        <translation>Ouvrir quoi&#xa0;?</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="241"/>
        <source>There is no battle to fight.</source>
        <translation>Il n&apos;y a aucun combat à mener.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="173"/>
        <source>You can only move north, east, south or west here.</source>
        <translation>Ici, vous ne pouvez aller qu&apos;au nord, à l&apos;est, au sud ou à l&apos;ouest.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="175"/>
        <source>You can only aim north, east, south or west here.</source>
        <translation>Ici, vous ne pouvez viser qu&apos;au nord, à l&apos;est, au sud ou à l&apos;ouest.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="177"/>
        <source>You cannot reach it round the corner.</source>
        <translation>Vous ne pouvez pas l&apos;atteindre de l&apos;autre côté du coin.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="179"/>
        <source>A wall blocks the way.</source>
        <translation>Un mur barre le passage.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="181"/>
        <source>You cannot squeeze past the corner.</source>
        <translation>Vous ne pouvez pas vous faufiler par le coin.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="183"/>
        <source>There is nothing here to pick up.</source>
        <translation>Il n&apos;y a rien à ramasser ici.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="185"/>
        <source>There is nothing to open there.</source>
        <translation>Il n&apos;y a rien à ouvrir là.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="187"/>
        <source>That chest is already open and empty.</source>
        <translation>Ce coffre est déjà ouvert et vide.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="189"/>
        <source>You cannot reach it from here.</source>
        <translation>Vous ne pouvez pas l&apos;atteindre d&apos;ici.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="193"/>
        <source>There are no stairs here: rooms are left by their doors.</source>
        <translation>Il n&apos;y a pas d&apos;escalier ici&#xa0;: on quitte les salles par leurs portes.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="194"/>
        <source>You look for a trapdoor and find none.</source>
        <translation>Vous cherchez une trappe et n&apos;en trouvez aucune.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="197"/>
        <source>There is no going back: the rooms behind you are gone.</source>
        <translation>Impossible de revenir&#xa0;: les salles derrière vous ont disparu.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="198"/>
        <source>You leap for the ceiling and fall back down.</source>
        <translation>Vous sautez vers le plafond et retombez.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="200"/>
        <source>The exit is sealed: %n chip(s) still to find.</source>
        <translation>
            <numerusform>La sortie est scellée&#xa0;: encore %n puce à trouver.</numerusform>
            <numerusform>La sortie est scellée&#xa0;: encore %n puces à trouver.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="203"/>
        <source>The stairs end in rubble: this is the bottom of the dungeon.</source>
        <translation>L&apos;escalier finit dans les gravats&#xa0;: c&apos;est le fond du donjon.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="205"/>
        <source>You will not leave without the %1.</source>
        <translation>Vous ne partirez pas sans l&apos;objet&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="207"/>
        <source>The way out is shut behind you.</source>
        <translation>La sortie s&apos;est refermée derrière vous.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="211"/>
        <source>You are already there.</source>
        <translation>Vous y êtes déjà.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="213"/>
        <source>Something stands in the way.</source>
        <translation>Quelque chose barre le passage.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="215"/>
        <source>You cannot aim at yourself.</source>
        <translation>Vous ne pouvez pas vous viser vous-même.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="217"/>
        <source>You cannot see that spot.</source>
        <translation>Vous ne voyez pas cet endroit.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="219"/>
        <source>You cannot aim there.</source>
        <translation>Vous ne pouvez pas viser là.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="228"/>
        <source>Resting would not help: nothing heals by itself in this dungeon.</source>
        <translation>Se reposer ne servirait à rien : rien ne guérit de lui-même dans ce donjon.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="230"/>
        <source>You cannot rest with %1 in view.</source>
        <translation>Vous ne pouvez pas vous reposer avec %1 en vue.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="245"/>
        <source>You have nothing to shoot with.</source>
        <translation>Vous n&apos;avez rien pour tirer.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="247"/>
        <source>Not enough MP for a bolt (it costs %1).</source>
        <translation>Pas assez de PM pour un projectile (il en coûte %1).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="249"/>
        <source>There is no spell called &quot;%1&quot;.</source>
        <translation>Aucun sort ne s&apos;appelle «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="252"/>
        <source>You have not learned %1 yet: cast more %2 spells first.</source>
        <translation>Vous n&apos;avez pas encore appris %1&#xa0;: lancez d&apos;abord d&apos;autres sorts de l&apos;élément %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="256"/>
        <source>%1 can only be cast in battle.</source>
        <translation>%1 ne peut être lancé qu&apos;en combat.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="261"/>
        <source>You have no %1.</source>
        <translation>Vous n&apos;avez pas d&apos;objet&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="263"/>
        <source>You cannot use the %1.</source>
        <translation>Vous ne pouvez pas utiliser cet objet&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="265"/>
        <source>The %1 is not something to wear or wield.</source>
        <translation>%1 ne se porte ni ne se manie.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="268"/>
        <source>&quot;%1&quot; is not a slot (melee, ranged, armour, shoes).</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un emplacement (melee, ranged, armour, shoes).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="271"/>
        <source>You wear nothing there.</source>
        <translation>Vous ne portez rien à cet emplacement.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="273"/>
        <source>You have no ranged weapon to switch to.</source>
        <translation>Vous n&apos;avez pas d&apos;arme à distance à prendre en main.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="275"/>
        <source>The battle is over.</source>
        <translation>Le combat est terminé.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="277"/>
        <source>There is no item &quot;%1&quot;.</source>
        <translation>Il n&apos;y a pas d&apos;objet «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="279"/>
        <source>Only medicine can be used in a battle.</source>
        <translation>Seuls les remèdes s&apos;utilisent en combat.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="282"/>
        <source>You are silenced and cannot cast spells.</source>
        <translation>Vous êtes réduit au silence et ne pouvez pas lancer de sorts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="285"/>
        <source>%1 needs %2 %3 points (you have %4).</source>
        <translation>%1 demande %2 points de l&apos;élément %3 (vous en avez %4).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="293"/>
        <source>%1 needs %2 MP (you have %3).</source>
        <translation>%1 demande %2 PM (vous en avez %3).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="296"/>
        <source>HP is already full.</source>
        <translation>Les PV sont déjà au maximum.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="298"/>
        <source>MP is already full.</source>
        <translation>Les PM sont déjà au maximum.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="300"/>
        <source>HP and MP are already full.</source>
        <translation>Les PV et les PM sont déjà au maximum.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="302"/>
        <source>Only healing spells can be cast outside a battle.</source>
        <translation>Hors combat, seuls les sorts de soin peuvent être lancés.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="304"/>
        <source>You know what the %1 is: it needs no other name.</source>
        <translation>Vous savez ce qu’est %1 : inutile de lui donner un autre nom.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="307"/>
        <source>A name is at most %1 characters, without &quot;#&quot;.</source>
        <translation>Un nom compte au plus %1 caractères, sans «&#xa0;#&#xa0;».</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="320"/>
        <source>You pick up a chip (%1 left).</source>
        <translation>Vous ramassez une puce (reste&#xa0;: %1).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="321"/>
        <source>You pick up the last chip: the exit opens.</source>
        <translation>Vous ramassez la dernière puce&#xa0;: la sortie s&apos;ouvre.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="322"/>
        <source>You pick up the last chip.</source>
        <translation>Vous ramassez la dernière puce.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="327"/>
        <location filename="../words/LogWords.cpp" line="425"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="329"/>
        <source>You see %1 here.</source>
        <translation>Vous voyez ici&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="329"/>
        <location filename="../words/LogWords.cpp" line="444"/>
        <location filename="../words/LogWords.cpp" line="1101"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="332"/>
        <source>A way down.</source>
        <translation>Un passage vers le bas.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="334"/>
        <source>A way up.</source>
        <translation>Un passage vers le haut.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="337"/>
        <source>%1! %2 (%3 damage).</source>
        <translation>%1&#xa0;! %2 (%3 dégâts).</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="353"/>
        <source>You rest for %n turn(s) and feel whole again.</source>
        <translation>
            <numerusform>Vous vous reposez %n tour et retrouvez toutes vos forces.</numerusform>
            <numerusform>Vous vous reposez %n tours et retrouvez toutes vos forces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="354"/>
        <source>You rest for %n turn(s).</source>
        <translation>
            <numerusform>Vous vous reposez %n tour.</numerusform>
            <numerusform>Vous vous reposez %n tours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="358"/>
        <source>Something hurts you: you stop resting after %n turn(s).</source>
        <translation>
            <numerusform>Quelque chose vous blesse : vous cessez de vous reposer après %n tour.</numerusform>
            <numerusform>Quelque chose vous blesse : vous cessez de vous reposer après %n tours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="360"/>
        <source>%1 comes into view: you stop resting after %n turn(s).</source>
        <translation>
            <numerusform>%1 entre dans votre champ de vision : vous cessez de vous reposer après %n tour.</numerusform>
            <numerusform>%1 entre dans votre champ de vision : vous cessez de vous reposer après %n tours.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="365"/>
        <source>You find a secret door.</source>
        <translation>Vous trouvez une porte secrète.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="367"/>
        <source>You swim in deep water.</source>
        <translation>Vous nagez en eau profonde.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="370"/>
        <source>Your %1 floats away and is lost.</source>
        <translation>Votre %1 part à la dérive et est perdu(e).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="371"/>
        <source>Your %1 floats away to the shore.</source>
        <translation>Votre %1 dérive jusqu&apos;à la rive.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="374"/>
        <source>You step into the lava!</source>
        <translation>Vous entrez dans la lave !</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="386"/>
        <source>You fall through the chasm to depth %1 (%2 damage).</source>
        <translation>Vous tombez dans le gouffre jusqu&apos;à la profondeur %1 (%2 dégâts).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="457"/>
        <source>Another %1 — you already found one, and leave it.</source>
        <translation>Encore cet objet&#xa0;: %1 — vous en avez déjà trouvé un et le laissez.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="432"/>
        <source>The chest was a %1!</source>
        <translation>Le coffre était en fait&#xa0;: %1&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="436"/>
        <source>The chest was trapped: %1 (%2 damage).</source>
        <translation>Le coffre était piégé&#xa0;: %1 (%2 dégâts).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="444"/>
        <location filename="../words/LogWords.cpp" line="1101"/>
        <source>You open the chest: %1.</source>
        <translation>Vous ouvrez le coffre&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="447"/>
        <source>The chest is empty.</source>
        <translation>Le coffre est vide.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="461"/>
        <source>%1: +%2 XP.</source>
        <translation>%1&#xa0;: +%2 PX.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="465"/>
        <source>%1: %2 gold.</source>
        <translation>%1&#xa0;: %2 pièces d&apos;or.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="469"/>
        <source>You take %1 × %2.</source>
        <translation>Vous prenez %1 × %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="470"/>
        <source>You take the %1.</source>
        <translation>Vous prenez&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="342"/>
        <source>You go down one level.</source>
        <translation>Vous descendez d&apos;un niveau.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="344"/>
        <source>You climb up one level.</source>
        <translation>Vous montez d&apos;un niveau.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="346"/>
        <source>You stop: something comes into view.</source>
        <translation>Vous vous arrêtez&#xa0;: quelque chose apparaît.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="348"/>
        <source>You stop: something is right beside you.</source>
        <translation>Vous vous arrêtez&#xa0;: quelque chose est juste à côté de vous.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="473"/>
        <source>You heal %1 HP.</source>
        <translation>Vous récupérez %1 PV.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="475"/>
        <source>You burn for %1 HP.</source>
        <translation>Vous brûlez&#xa0;: −%1 PV.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="477"/>
        <source>%1 wears off.</source>
        <translation>%1 prend fin.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="481"/>
        <source>You drink the %1.</source>
        <translation>Vous buvez : %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="483"/>
        <location filename="../words/LogWords.cpp" line="937"/>
        <source>You drink the %1: +%2 HP, +%3 MP.</source>
        <translation>Vous buvez&#xa0;: %1. +%2 PV, +%3 PM.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="484"/>
        <location filename="../words/LogWords.cpp" line="938"/>
        <source>You drink the %1: +%2 MP.</source>
        <translation>Vous buvez&#xa0;: %1. +%2 PM.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="485"/>
        <location filename="../words/LogWords.cpp" line="939"/>
        <source>You drink the %1: +%2 HP.</source>
        <translation>Vous buvez&#xa0;: %1. +%2 PV.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="489"/>
        <source>You put on the %1.</source>
        <translation>Vous vous équipez&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="490"/>
        <source>You put on the %1 instead of the %2.</source>
        <translation>Vous vous équipez&#xa0;: %1, à la place de&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="494"/>
        <source>You take off the %1.</source>
        <translation>Vous retirez&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="504"/>
        <source>You put your weapon away and raise your fists.</source>
        <translation>Vous rangez votre arme et levez les poings.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="505"/>
        <source>You ready the %1.</source>
        <translation>Vous prenez en main&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="514"/>
        <source>You know the %1 now.</source>
        <translation>Vous connaissez maintenant : %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="515"/>
        <source>The %1 was a %2.</source>
        <translation>%1 était : %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="526"/>
        <source>You raise your guard.</source>
        <translation>Vous vous mettez en garde.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="528"/>
        <source>The bolt costs you %1 XP.</source>
        <translation>Le projectile vous coûte %1 PX.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="530"/>
        <source>The bolt flies off and bursts on the wall.</source>
        <translation>Le projectile file et éclate contre le mur.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="531"/>
        <source>Your shot hits the wall.</source>
        <translation>Votre tir touche le mur.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="533"/>
        <source>Your shot misses %1.</source>
        <translation>Votre tir manque %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="536"/>
        <source>The bolt hits %1 for %2.</source>
        <translation>Le projectile touche %1&#xa0;: %2 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="537"/>
        <source>The shot hits %1 for %2.</source>
        <translation>Le tir touche %1&#xa0;: %2 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="541"/>
        <source>You cast %1: +%2 HP.</source>
        <translation>Vous lancez %1&#xa0;: +%2 PV.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="545"/>
        <source>You cast %1 (%n round(s)).</source>
        <translation>
            <numerusform>Vous lancez %1 (%n manche).</numerusform>
            <numerusform>Vous lancez %1 (%n manches).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="548"/>
        <source>%1 bursts on the wall.</source>
        <translation>%1 éclate contre le mur.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="553"/>
        <source>%1 takes hold of %2 (%n round(s)).</source>
        <translation>
            <numerusform>%1 agit sur %2 (%n manche).</numerusform>
            <numerusform>%1 agit sur %2 (%n manches).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="558"/>
        <source>%1 cannot harm %2.</source>
        <translation>%1 ne peut pas blesser %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="562"/>
        <source>%1 hits %2 for %3 (its element is weak to it).</source>
        <translation>%1 touche %2&#xa0;: %3 dégâts (son élément y est sensible).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="565"/>
        <source>%1 hits %2 for %3.</source>
        <translation>%1 touche %2&#xa0;: %3 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="570"/>
        <source>Your blow glances off %1: it is invincible.</source>
        <translation>Votre coup glisse sur %1&#xa0;: invincible.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="573"/>
        <source>You miss %1.</source>
        <translation>Vous manquez %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="577"/>
        <source>Critical! You hit %1 for %2.</source>
        <translation>Critique&#xa0;! Vous frappez %1&#xa0;: %2 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="578"/>
        <source>You hit %1 for %2.</source>
        <translation>Vous frappez %1&#xa0;: %2 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="598"/>
        <source>%1 touches you: −%2 XP.</source>
        <translation>%1 vous touche&#xa0;: −%2 PX.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="601"/>
        <source>%1 cannot harm you.</source>
        <translation>%1 ne peut pas vous blesser.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="603"/>
        <source>%1 misses you.</source>
        <translation>%1 vous manque.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="607"/>
        <source>Critical! %1 hits you for %2.</source>
        <translation>Critique&#xa0;! %1 vous frappe&#xa0;: %2 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="608"/>
        <source>%1 hits you for %2.</source>
        <translation>%1 vous frappe&#xa0;: %2 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="612"/>
        <source>%1 shoots you for %2.</source>
        <translation>%1 vous tire dessus&#xa0;: %2 dégâts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="613"/>
        <source>%1 shoots and misses.</source>
        <translation>%1 tire et vous manque.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="798"/>
        <source>A battle with %1 begins!</source>
        <translation>Le combat contre %1 commence&#xa0;!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="807"/>
        <source>You get away.</source>
        <translation>Vous vous échappez.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="809"/>
        <source>%1 flees and is gone for good.</source>
        <translation>%1 s&apos;enfuit pour de bon.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="350"/>
        <source>This is the last room: its doors lead nowhere.</source>
        <translation>C&apos;est la dernière salle&#xa0;: ses portes ne mènent nulle part.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="508"/>
        <source>You drop the %1.</source>
        <translation>Vous lâchez&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="582"/>
        <source>You walk into %1: −%2 XP.</source>
        <translation>Vous heurtez %1&#xa0;: −%2 PX.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="583"/>
        <source>You walk into %1: −%2 HP.</source>
        <translation>Vous heurtez %1&#xa0;: −%2 PV.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="221"/>
        <source>%1 keeps its distance after the fight: it will not fight you now.</source>
        <translation>%1 garde ses distances après le combat&#xa0;: pas de nouveau combat pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="224"/>
        <source>You stand in the doorway; it leads on once you have taken %n more step(s) in the room.</source>
        <translation>
            <numerusform>Vous êtes sur le seuil&#xa0;; la porte mènera plus loin quand vous aurez fait encore %n pas dans la salle.</numerusform>
            <numerusform>Vous êtes sur le seuil&#xa0;; la porte mènera plus loin quand vous aurez fait encore %n pas dans la salle.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/CommandLine.cpp" line="21"/>
        <source>Quit after &lt;ms&gt; milliseconds (for smoke tests).</source>
        <translation>Quitter après &lt;ms&gt; millisecondes (pour les tests de fumée).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="25"/>
        <source>Quit once the map has drawn its first frame (to time start-up).</source>
        <translation>Quitter dès que la carte a dessiné sa première image (pour chronométrer le démarrage).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="28"/>
        <source>Start a run of the pack in &lt;dir&gt;.</source>
        <translation>Commencer une partie du pack dans &lt;dir&gt;.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="31"/>
        <source>The run&apos;s seed: a number or any text (default: random).</source>
        <translation>La graine de la partie&#xa0;: un nombre ou un texte quelconque (par défaut&#xa0;: aléatoire).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="34"/>
        <source>The hero&apos;s name.</source>
        <translation>Le nom du héros.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="37"/>
        <source>Write the run&apos;s replay to &lt;file&gt; as it goes.</source>
        <translation>Écrire le replay de la partie dans &lt;file&gt; au fil du jeu.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="40"/>
        <source>Play the replay &lt;file&gt; back.</source>
        <translation>Rejouer le replay &lt;file&gt;.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="43"/>
        <source>Replay speed in turns a second (0: at once; default 10).</source>
        <translation>Vitesse du replay en tours par seconde (0&#xa0;: immédiat&#xa0;; 10 par défaut).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="47"/>
        <source>Open the pack in &lt;dir&gt; in the Editor tab.</source>
        <translation>Ouvrir le pack de &lt;dir&gt; dans l&apos;onglet Éditeur.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="50"/>
        <source>Permadungeon: a roguelike and its construction kit.</source>
        <translation>Permadungeon&#xa0;: un roguelike et son kit de construction.</translation>
    </message>
</context>
<context>
    <name>pd::AboutDialog</name>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="102"/>
        <source>About Permadungeon</source>
        <translation>À propos de Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="104"/>
        <source>Permadungeon %1</source>
        <translation>Permadungeon %1</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="105"/>
        <source>A roguelike and the construction kit it is built with.</source>
        <translation>Un roguelike et le kit de construction avec lequel il est bâti.</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="107"/>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="108"/>
        <source>A&amp;uthors</source>
        <translation>A&amp;uteurs</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="109"/>
        <source>&amp;Licence</source>
        <translation>&amp;Licence</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="110"/>
        <source>&amp;Built with</source>
        <translation>&amp;Bâti avec</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="113"/>
        <source>Four games (Classic, Permadungeon, Permadungeon: Homework and Maze Duel) and the editor they are made with: random tables with their exact odds, seeds that make the same dungeon every time, replays, and a designer&apos;s change playable at once.</source>
        <translation>Quatre jeux (Classique, Permadungeon, Permadungeon : Devoirs faits et Duel du labyrinthe) et l&apos;éditeur avec lequel ils sont faits : des tables aléatoires avec leurs probabilités exactes, des graines qui donnent toujours le même donjon, des rediffusions, et chaque modification jouable aussitôt.</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="117"/>
        <source>Free software under the GNU General Public License, version 3 or any later version (the LICENSE file). It comes with no warranty.</source>
        <translation>Logiciel libre sous la licence publique générale GNU, version 3 ou toute version ultérieure (le fichier LICENSE). Il est fourni sans aucune garantie.</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="119"/>
        <source>Homepage: %1</source>
        <translation>Site web : %1</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="120"/>
        <source>Report a bug: %1</source>
        <translation>Signaler un bogue : %1</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="122"/>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="124"/>
        <source>The Permadungeon team</source>
        <translation>L&apos;équipe Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="128"/>
        <source>The art and the sounds are the program&apos;s own: its code draws the tiles and the icon and makes the sounds.</source>
        <translation>Les images et les sons sont ceux du programme : son code dessine les tuiles et l&apos;icône et fabrique les sons.</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="131"/>
        <source>The rules of the bundled games follow five source documents, each named in the manual where its rule is played.</source>
        <translation>Les règles des jeux fournis suivent cinq documents sources ; le manuel nomme chacun là où sa règle s&apos;applique.</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="134"/>
        <source>Authors</source>
        <translation>Auteurs</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="135"/>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="139"/>
        <source>%1 (built with %2)</source>
        <translation>%1 (compilé avec %2)</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="143"/>
        <source>Qt %1, under the GNU Lesser General Public License, version 3</source>
        <translation>Qt %1, sous la licence publique générale amoindrie GNU, version 3</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="145"/>
        <source>QuaZip %1, under the GNU Lesser General Public License, version 2.1, with its static linking exception</source>
        <translation>QuaZip %1, sous la licence publique générale amoindrie GNU, version 2.1, avec son exception pour l&apos;édition de liens statique</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="149"/>
        <source>zlib %1, under the zlib licence</source>
        <translation>zlib %1, sous la licence zlib</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="151"/>
        <source>bzip2 %1 (through QuaZip), under its BSD-style licence</source>
        <translation>bzip2 %1 (via QuaZip), sous sa licence de style BSD</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="153"/>
        <source>Help ▸ About Qt has the rest of Qt&apos;s.</source>
        <translation>Aide ▸ À propos de Qt donne le reste pour Qt.</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="155"/>
        <source>Built with</source>
        <translation>Bâti avec</translation>
    </message>
</context>
<context>
    <name>pd::ArchiveWords</name>
    <message numerus="yes">
        <location filename="../words/ArchiveWords.cpp" line="11"/>
        <source>%n bytes</source>
        <translation>
            <numerusform>%n octet</numerusform>
            <numerusform>%n octets</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="17"/>
        <location filename="../words/ArchiveWords.cpp" line="100"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="21"/>
        <source>cannot be read</source>
        <translation>illisible</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="23"/>
        <source>not a zip archive</source>
        <translation>pas une archive zip</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="25"/>
        <source>damaged or truncated zip archive (its list of files cannot be read)</source>
        <translation>archive zip endommagée ou tronquée (sa liste de fichiers est illisible)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="27"/>
        <source>not a pack: no pack.json at the top of the archive</source>
        <translation>pas un pack&#xa0;: pas de pack.json à la racine de l&apos;archive</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="28"/>
        <source>not a pack: no pack.json in the folder</source>
        <translation>pas un pack&#xa0;: pas de pack.json dans le dossier</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="32"/>
        <source>(it has %1: zip the pack&apos;s files, not the folder around them)</source>
        <translation>(elle contient %1&#xa0;: zippez les fichiers du pack, pas le dossier qui les entoure)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="36"/>
        <source>too many entries: %1; the limit is %2</source>
        <translation>trop d&apos;entrées&#xa0;: %1&#xa0;; la limite est %2</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="38"/>
        <source>the files unpack to %1; the limit is %2</source>
        <translation>les fichiers décompressés font %1&#xa0;; la limite est %2</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="40"/>
        <source>not a pack folder</source>
        <translation>pas un dossier de pack</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="42"/>
        <source>the zip cannot be written inside the pack folder it holds</source>
        <translation>le zip ne peut pas être écrit dans le dossier du pack qu&apos;il contient</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="44"/>
        <source>refused: the name climbs out of the pack folder (&quot;..&quot;)</source>
        <translation>refusé&#xa0;: le nom sort du dossier du pack («&#xa0;..&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="46"/>
        <source>refused: an absolute path</source>
        <translation>refusé&#xa0;: un chemin absolu</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="48"/>
        <source>refused: the name starts with a drive letter</source>
        <translation>refusé&#xa0;: le nom commence par une lettre de lecteur</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="50"/>
        <source>refused: a backslash in the name (zip names use &quot;/&quot;)</source>
        <translation>refusé&#xa0;: une barre oblique inverse dans le nom (les noms zip utilisent «&#xa0;/&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="52"/>
        <source>refused: the name is not valid UTF-8</source>
        <translation>refusé&#xa0;: le nom n&apos;est pas de l&apos;UTF-8 valide</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="54"/>
        <source>refused: not a file name every system can hold (an empty part, &quot;.&quot;, a control character, &quot;:&quot;, a trailing dot or space, a reserved or too long name)</source>
        <translation>refusé&#xa0;: un nom de fichier que tous les systèmes ne peuvent pas porter (une partie vide, «&#xa0;.&#xa0;», un caractère de contrôle, «&#xa0;:&#xa0;», un point ou une espace final, un nom réservé ou trop long)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="59"/>
        <source>refused: the archive holds this name twice</source>
        <translation>refusé&#xa0;: l&apos;archive contient ce nom deux fois</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="60"/>
        <source>refused: the same name as %1 (letter case aside)</source>
        <translation>refusé&#xa0;: le même nom que %1 (à la casse près)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="62"/>
        <source>refused: %1 would be a file and a folder at once</source>
        <translation>refusé&#xa0;: %1 serait à la fois un fichier et un dossier</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="64"/>
        <source>refused: a symbolic link</source>
        <translation>refusé&#xa0;: un lien symbolique</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="66"/>
        <source>refused: not a regular file</source>
        <translation>refusé&#xa0;: pas un fichier ordinaire</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="68"/>
        <source>refused: encrypted</source>
        <translation>refusé&#xa0;: chiffré</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="70"/>
        <source>refused: compression method %1 (only stored and deflated files are read)</source>
        <translation>refusé&#xa0;: méthode de compression %1 (seuls les fichiers stockés ou compressés par deflate sont lus)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="73"/>
        <source>refused: unpacks to %1; the limit is %2</source>
        <translation>refusé&#xa0;: décompressé, fait %1&#xa0;; la limite est %2</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="75"/>
        <source>refused: compressed %1 to 1; the limit is %2 to 1 (a zip bomb?)</source>
        <translation>refusé&#xa0;: compressé %1 pour 1&#xa0;; la limite est %2 pour 1 (une bombe zip&#xa0;?)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="79"/>
        <source>refused: holds at least %1 where the archive says %2</source>
        <translation>refusé&#xa0;: contient au moins %1 là où l&apos;archive annonce %2</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="82"/>
        <source>refused: damaged data (its checksum does not match)</source>
        <translation>refusé&#xa0;: données endommagées (la somme de contrôle ne correspond pas)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="84"/>
        <source>cannot be unpacked</source>
        <translation>impossible à décompresser</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="86"/>
        <source>exists and is not an empty folder</source>
        <translation>existe et n&apos;est pas un dossier vide</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="88"/>
        <source>no such folder</source>
        <translation>dossier introuvable</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="90"/>
        <source>cannot be written</source>
        <translation>impossible à écrire</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/ArchiveWords.cpp" line="92"/>
        <source>not a valid pack: %n errors</source>
        <translation>
            <numerusform>pas un pack valide&#xa0;: %n erreur</numerusform>
            <numerusform>pas un pack valide&#xa0;: %n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/ArchiveWords.cpp" line="113"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n de plus</numerusform>
            <numerusform>… et %n de plus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::AttributesPanel</name>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="24"/>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="87"/>
        <source>Attributes</source>
        <translation>Attributs</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="45"/>
        <source>↑↓ scroll · ←→ the other menus · M back to the maze</source>
        <translation>↑↓ défiler · ←→ les autres menus · M retour au labyrinthe</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="46"/>
        <source>↑↓ scroll · Esc closes</source>
        <translation>↑↓ défiler · Échap ferme</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="103"/>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="106"/>
        <source>Experience is your health here: %1 XP.</source>
        <translation>Ici, l&apos;expérience est votre santé&#xa0;: %1 PX.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="109"/>
        <source>%1 XP: the highest level there is.</source>
        <translation>%1 PX&#xa0;: le plus haut niveau qui soit.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="113"/>
        <source>%1 XP · level %2 at %3 XP: %4 to go.</source>
        <translation>%1 PX · niveau %2 à %3 PX&#xa0;: encore %4.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="124"/>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="125"/>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="125"/>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="125"/>
        <source>Buffs</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="125"/>
        <source>Now</source>
        <translation>Actuel</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="136"/>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="138"/>
        <source>%1 of &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>%1 sur &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="148"/>
        <source>In force</source>
        <translation>En vigueur</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/AttributesPanel.cpp" line="154"/>
        <source>%n turn(s) left</source>
        <translation>
            <numerusform>encore %n tour</numerusform>
            <numerusform>encore %n tours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="162"/>
        <source>Elements: a point for every spell cast; points open the levels of an element&apos;s spells</source>
        <translation>Éléments&#xa0;: un point par sort lancé&#xa0;; les points ouvrent les niveaux des sorts d&apos;un élément</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="174"/>
        <source>level %1 at %2 points</source>
        <translation>niveau %1 à %2 points</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/AttributesPanel.cpp" line="182"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="184"/>
        <source>no spell open</source>
        <translation>aucun sort ouvert</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="185"/>
        <source>level 1 open</source>
        <translation>niveau 1 ouvert</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="186"/>
        <source>levels 1–%1 open</source>
        <translation>niveaux 1–%1 ouverts</translation>
    </message>
</context>
<context>
    <name>pd::BandsEditor</name>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="112"/>
        <source>count: %1</source>
        <translation>nombre&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="145"/>
        <location filename="../editor/records/BandsEditor.cpp" line="298"/>
        <location filename="../editor/records/BandsEditor.cpp" line="301"/>
        <source>Add band</source>
        <translation>Ajouter une tranche</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="147"/>
        <source>Remove band</source>
        <translation>Retirer la tranche</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="164"/>
        <source>What fills a level of band %1 (depths %2 to %3):</source>
        <translation>Ce qui remplit un niveau de la tranche %1 (profondeurs %2 à %3)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="168"/>
        <source>Choose a band to see what fills its levels.</source>
        <translation>Choisissez une tranche pour voir ce qui remplit ses niveaux.</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="256"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="277"/>
        <source>Change band %1 %2</source>
        <translation>Modifier la tranche %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="308"/>
        <source>Remove band %1</source>
        <translation>Retirer la tranche %1</translation>
    </message>
</context>
<context>
    <name>pd::BattleView</name>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="192"/>
        <source>— Round %1 —</source>
        <translation>— Manche %1 —</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="231"/>
        <source>This dungeon has no spells.</source>
        <translation>Ce donjon n&apos;a pas de sorts.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="250"/>
        <source>You carry no medicine.</source>
        <translation>Vous ne portez aucun remède.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="349"/>
        <source>Victory!</source>
        <translation>Victoire&#xa0;!</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="350"/>
        <source>%1 is defeated.</source>
        <translation>Victoire sur %1.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="351"/>
        <source>+%1 XP</source>
        <translation>+%1 PX</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="354"/>
        <source>Loot: %1</source>
        <translation>Butin&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="356"/>
        <source>You reach level %1!</source>
        <translation>Vous atteignez le niveau %1&#xa0;!</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="360"/>
        <source>You got away</source>
        <translation>Évasion réussie</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="361"/>
        <source>%1 stays behind; it will wait a moment before it follows.</source>
        <translation>%1 reste en arrière et attendra un moment avant de vous suivre.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="365"/>
        <source>It fled</source>
        <translation>Fuite</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="367"/>
        <source>%1 runs and is gone for good: no XP, no loot.</source>
        <translation>%1 s&apos;enfuit pour de bon&#xa0;: ni PX, ni butin.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="406"/>
        <source>Attack</source>
        <translation>Attaquer</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="406"/>
        <source>Defend</source>
        <translation>Défendre</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="406"/>
        <source>Spell</source>
        <translation>Sort</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="406"/>
        <source>Item</source>
        <translation>Objet</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="406"/>
        <source>Escape</source>
        <translation>Fuir</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="409"/>
        <source>Continue  [Enter]</source>
        <translation>Continuer  [Entrée]</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="471"/>
        <location filename="../app/game/battle/BattleView.cpp" line="477"/>
        <source>level %1</source>
        <translation>niveau %1</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="474"/>
        <source>leader</source>
        <translation>chef</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="476"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="487"/>
        <source>enraged</source>
        <translation>enragé</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="490"/>
        <source>timid</source>
        <translation>craintif</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="493"/>
        <source>calm</source>
        <translation>calme</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="507"/>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="510"/>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="515"/>
        <source>On guard</source>
        <translation>En garde</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/battle/BattleView.cpp" line="522"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="548"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="558"/>
        <source>vs</source>
        <translation>contre</translation>
    </message>
</context>
<context>
    <name>pd::ComparisonTable</name>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="20"/>
        <source>Figure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="20"/>
        <source>Baseline</source>
        <translation>Référence</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="20"/>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="20"/>
        <source>Difference</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="20"/>
        <source>95 % interval</source>
        <translation>Intervalle à 95&#xa0;%</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="36"/>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="46"/>
        <source>Within the noise: the interval holds 0</source>
        <translation>Dans le bruit&#xa0;: l’intervalle contient 0</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="51"/>
        <source>Outside the noise: the interval leaves out 0</source>
        <translation>Hors du bruit&#xa0;: l’intervalle exclut 0</translation>
    </message>
</context>
<context>
    <name>pd::ContactSheetModel</name>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="67"/>
        <source>%n monsters</source>
        <translation>
            <numerusform>%n monstre</numerusform>
            <numerusform>%n monstres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="68"/>
        <source>%n items</source>
        <translation>
            <numerusform>%n objet</numerusform>
            <numerusform>%n objets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="69"/>
        <source>%n chests</source>
        <translation>
            <numerusform>%n coffre</numerusform>
            <numerusform>%n coffres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="70"/>
        <source>%n chips</source>
        <translation>
            <numerusform>%n puce</numerusform>
            <numerusform>%n puces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="71"/>
        <source>%n traps</source>
        <translation>
            <numerusform>%n piège</numerusform>
            <numerusform>%n pièges</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="136"/>
        <source>Seed %1: being made…</source>
        <translation>Graine %1&#xa0;: en cours de création…</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="138"/>
        <source>Seed %1: %2</source>
        <translation>Graine %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="140"/>
        <source>no way down</source>
        <translation>pas de passage vers le bas</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="140"/>
        <source>path %1</source>
        <translation>chemin %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="142"/>
        <source>%1 · %2 · %3×%4</source>
        <translation>%1 · %2 · %3×%4</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="147"/>
        <location filename="../editor/preview/ContactSheet.cpp" line="156"/>
        <source>%n rooms</source>
        <translation>
            <numerusform>%n salle</numerusform>
            <numerusform>%n salles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="151"/>
        <source>Seed %1, %2 level %3×%4</source>
        <translation>Graine %1, niveau %2 de %3×%4</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="157"/>
        <source>floor %1%</source>
        <translation>sol %1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="159"/>
        <source>Arrival to the way down: %1</source>
        <translation>De l&apos;arrivée au passage vers le bas&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pd::DockLayout</name>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="174"/>
        <source>&amp;Window</source>
        <translation>Fe&amp;nêtre</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="176"/>
        <source>&amp;Reset layout</source>
        <translation>&amp;Rétablir la disposition</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="178"/>
        <source>Go to the %1 list</source>
        <translation>Aller à la liste «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="179"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="180"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="181"/>
        <source>JSON of the file</source>
        <translation>JSON du fichier</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="182"/>
        <source>Undo history</source>
        <translation>Historique des annulations</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="183"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
</context>
<context>
    <name>pd::EditorWindowTab</name>
    <message>
        <location filename="../app/EditorWindowTab.cpp" line="25"/>
        <source>Editor</source>
        <translation>Éditeur</translation>
    </message>
    <message>
        <location filename="../app/EditorWindowTab.cpp" line="30"/>
        <source>%1 — Permadungeon Editor</source>
        <translation>%1 — Éditeur Permadungeon</translation>
    </message>
</context>
<context>
    <name>pd::EditorWorkspace</name>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="254"/>
        <source>The chosen table</source>
        <translation>La table choisie</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="259"/>
        <source>&lt;h2&gt;%1&lt;/h2&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Choose a table, item, spell, monster or trap in the lists at the left. Every change can be undone (Ctrl+Z); problems show below as you type; File ▸ Save pack writes only the files that changed.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;%1&lt;/h2&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Choisissez une table, un objet, un sort, un monstre ou un piège dans les listes à gauche. Chaque modification peut être annulée (Ctrl+Z)&#xa0;; les problèmes s&apos;affichent en dessous pendant la saisie&#xa0;; Fichier ▸ Enregistrer le pack n&apos;écrit que les fichiers modifiés.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="263"/>
        <source>&lt;h2&gt;Editor&lt;/h2&gt;&lt;p&gt;Open a pack folder (File ▸ Open pack…, or &lt;tt&gt;permadungeon --edit FOLDER&lt;/tt&gt;) or make a new one, empty or from a bundled pack (File ▸ New pack…).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Éditeur&lt;/h2&gt;&lt;p&gt;Ouvrez un dossier de pack (Fichier ▸ Ouvrir un pack…, ou &lt;tt&gt;permadungeon --edit DOSSIER&lt;/tt&gt;) ou créez-en un nouveau, vide ou à partir d&apos;un pack fourni (Fichier ▸ Nouveau pack…).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="303"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="305"/>
        <source>%1 (read-only)</source>
        <translation>%1 (lecture seule)</translation>
    </message>
</context>
<context>
    <name>pd::EquipmentPanel</name>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="53"/>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="54"/>
        <source>Equip</source>
        <translation>Équiper</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="55"/>
        <source>Take off</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="56"/>
        <source>Swap weapon in hand</source>
        <translation>Changer d&apos;arme en main</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="60"/>
        <source>Slot and piece</source>
        <translation>Emplacement et pièce</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="60"/>
        <source>Adds</source>
        <translation>Ajoute</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="72"/>
        <source>(nothing)</source>
        <translation>(rien)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="76"/>
        <source>(both hands on the %1)</source>
        <translation>(les deux mains sur&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="80"/>
        <source>%1 — in hand</source>
        <translation>%1 — en main</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="83"/>
        <source>%1: %2</source>
        <extracomment>A slot, then what is worn in it (&quot;Armour: Leather jerkin&quot;)</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="99"/>
        <source>carried: %1</source>
        <translation>sur vous&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="127"/>
        <source>Nothing is worn there. Pieces you carry that fit it are listed under the slot.</source>
        <translation>Rien n&apos;est porté à cet emplacement. Les pièces que vous portez et qui y vont sont listées sous l&apos;emplacement.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="134"/>
        <source>Your equipment adds nothing now.</source>
        <translation>Votre équipement n&apos;ajoute rien pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="135"/>
        <source>Your equipment adds %1 now.</source>
        <translation>Votre équipement ajoute %1 pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="140"/>
        <source>Monsters hear you %n cell(s) further.</source>
        <translation>
            <numerusform>Les monstres vous entendent %n case plus loin.</numerusform>
            <numerusform>Les monstres vous entendent %n cases plus loin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="141"/>
        <source>Monsters hear you %n cell(s) less far.</source>
        <translation>
            <numerusform>Les monstres vous entendent %n case moins loin.</numerusform>
            <numerusform>Les monstres vous entendent %n cases moins loin.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::GameAccessibility</name>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="72"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="73"/>
        <location filename="../app/game/GameAccessibility.cpp" line="75"/>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="76"/>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="78"/>
        <source>The hero&apos;s health, attributes and the run&apos;s figures</source>
        <translation>La santé du héros, ses attributs et les chiffres de la partie</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="83"/>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="83"/>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="83"/>
        <source>Attributes</source>
        <translation>Attributs</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="83"/>
        <source>Spells</source>
        <translation>Sorts</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="84"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="101"/>
        <source>A place you have not seen.</source>
        <translation>Un endroit que vous n&apos;avez pas vu.</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="106"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>pd::GameOverlays</name>
    <message>
        <location filename="../app/game/GameOverlays.cpp" line="218"/>
        <source>Attributes</source>
        <translation>Attributs</translation>
    </message>
    <message>
        <location filename="../app/game/GameOverlays.cpp" line="218"/>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <location filename="../app/game/GameOverlays.cpp" line="218"/>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <location filename="../app/game/GameOverlays.cpp" line="218"/>
        <source>Spells</source>
        <translation>Sorts</translation>
    </message>
</context>
<context>
    <name>pd::GamePanel</name>
    <message>
        <location filename="../app/game/menus/GamePanel.cpp" line="107"/>
        <source>↑↓ choose · Enter or the letter in brackets acts · Esc closes</source>
        <translation>↑↓ choisir · Entrée ou la lettre entre crochets agit · Échap ferme</translation>
    </message>
    <message>
        <location filename="../app/game/menus/GamePanel.cpp" line="105"/>
        <source>↑↓ choose · Enter chooses · Backspace goes back · ←→ the other menus · M back to the maze</source>
        <translation>↑↓ choisir · Entrée choisit · Retour arrière revient · ←→ les autres menus · M retour au labyrinthe</translation>
    </message>
    <message>
        <location filename="../app/game/menus/GamePanel.cpp" line="104"/>
        <source>↑↓ choose · Enter chooses · Backspace goes back · Esc returns to the battle</source>
        <translation>↑↓ choisir · Entrée choisit · Retour arrière revient · Échap retourne au combat</translation>
    </message>
    <message>
        <location filename="../app/game/menus/GamePanel.cpp" line="286"/>
        <source>%1: %2</source>
        <extracomment>An action, then why it cannot be done now (&quot;Use: HP is already full.&quot;)</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>pd::GameSession</name>
    <message>
        <location filename="../app/game/GameSession.cpp" line="124"/>
        <location filename="../app/game/GameSession.cpp" line="173"/>
        <source>There is no saved run.</source>
        <translation>Il n&apos;y a pas de partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="214"/>
        <source>The replay cannot be played with this pack: %1.</source>
        <translation>Le replay ne peut pas être joué avec ce pack&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="338"/>
        <location filename="../app/game/GameSession.cpp" line="413"/>
        <source>The run could not be saved: %1</source>
        <translation>La partie n&apos;a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="372"/>
        <source>The run&apos;s replay could not be written: %1</source>
        <translation>Le replay de la partie n&apos;a pas pu être écrit&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="376"/>
        <source>The replay could not be recorded to %1: %2</source>
        <translation>Le replay n&apos;a pas pu être enregistré dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="464"/>
        <source>The high-score table could not be read: %1</source>
        <translation>Le tableau des scores n&apos;a pas pu être lu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="469"/>
        <source>The high-score table could not be written: %1</source>
        <translation>Le tableau des scores n&apos;a pas pu être écrit&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pd::GameTab</name>
    <message>
        <location filename="../app/game/GameTab.cpp" line="228"/>
        <source>Sound off (%1 turns it back on).</source>
        <translation>Son coupé (%1 le rétablit).</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="229"/>
        <source>Sound on.</source>
        <translation>Son activé.</translation>
    </message>
</context>
<context>
    <name>pd::GameWindowTab</name>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="99"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="178"/>
        <source>Open a replay</source>
        <translation>Ouvrir un replay</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="179"/>
        <source>Replays (*.replay *.json);;All files (*)</source>
        <translation>Replays (*.replay *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="182"/>
        <source>5 turns a second</source>
        <translation>5 tours par seconde</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="182"/>
        <source>10 turns a second</source>
        <translation>10 tours par seconde</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="183"/>
        <source>25 turns a second</source>
        <translation>25 tours par seconde</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="183"/>
        <source>2 turns a second</source>
        <translation>2 tours par seconde</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="183"/>
        <source>At once</source>
        <translation>Immédiatement</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="185"/>
        <source>Replay speed</source>
        <translation>Vitesse du replay</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="185"/>
        <source>Play it back at</source>
        <translation>Le rejouer à</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="191"/>
        <source>&amp;Watch without saving</source>
        <translation>&amp;Regarder sans enregistrer</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="206"/>
        <source>&amp;Quit without saving</source>
        <translation>&amp;Quitter sans enregistrer</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="228"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="229"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="230"/>
        <source>&amp;Save and quit</source>
        <translation>&amp;Enregistrer et quitter</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="231"/>
        <source>&amp;Open replay…</source>
        <translation>&amp;Ouvrir un replay…</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="232"/>
        <source>&amp;High scores…</source>
        <translation>&amp;Meilleurs scores…</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="233"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="239"/>
        <source>&amp;Tiles or glyphs</source>
        <translation>&amp;Tuiles ou glyphes</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="240"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="241"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="242"/>
        <source>&amp;Fit the map to the window</source>
        <translation>A&amp;juster la carte à la fenêtre</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="250"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="251"/>
        <source>&amp;Keys</source>
        <translation>T&amp;ouches</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="251"/>
        <source>&amp;Keys (%1)</source>
        <translation>T&amp;ouches (%1)</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="243"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Vitesse d&apos;animation</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="244"/>
        <source>&amp;Off</source>
        <translation>&amp;Aucune</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="244"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="244"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="244"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="247"/>
        <source>&amp;Sound…</source>
        <translation>&amp;Son…</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="248"/>
        <source>Show &amp;hints</source>
        <translation>Afficher les &amp;conseils</translation>
    </message>
</context>
<context>
    <name>pd::GeneratorEditor</name>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="75"/>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="108"/>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="76"/>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="109"/>
        <source>How many cells wide the map is, its border included.</source>
        <translation>Largeur de la carte en cases, bordure comprise.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="79"/>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="112"/>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="80"/>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="113"/>
        <source>How many cells tall the map is, its border included.</source>
        <translation>Hauteur de la carte en cases, bordure comprise.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="83"/>
        <source>Room attempts</source>
        <translation>Essais de salles</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="84"/>
        <source>How many rooms the generator tries to place. A room that would touch another is dropped, so a level has this many rooms at most.</source>
        <translation>Nombre de salles que le générateur essaie de placer. Une salle qui en toucherait une autre est abandonnée&#xa0;: un niveau a donc au plus autant de salles.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="88"/>
        <source>Smallest room</source>
        <translation>Plus petite salle</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="89"/>
        <source>The least width and height of a room&apos;s floor, in cells.</source>
        <translation>Largeur et hauteur minimales du sol d’une salle, en cases.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="92"/>
        <source>Largest room</source>
        <translation>Plus grande salle</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="93"/>
        <source>The greatest width and height of a room&apos;s floor, in cells: at least the smallest room, and two less than the map&apos;s shorter side.</source>
        <translation>Largeur et hauteur maximales du sol d’une salle, en cases&#xa0;: au moins la plus petite salle, et deux de moins que le petit côté de la carte.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="97"/>
        <source>Loops (%)</source>
        <translation>Boucles (%)</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="98"/>
        <source>The chance per room of one more tunnel to another room, so that the way is not always the only one: 0 makes a chain of rooms.</source>
        <translation>La chance, par salle, d’un tunnel de plus vers une autre salle, pour que le chemin ne soit pas toujours le seul&#xa0;: 0 donne une chaîne de salles.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="102"/>
        <source>Doors</source>
        <translation>Portes</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="103"/>
        <source>A door where a tunnel enters a room (never two side by side).</source>
        <translation>Une porte là où un tunnel entre dans une salle (jamais deux côte à côte).</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="116"/>
        <source>Rock (%)</source>
        <translation>Roche (%)</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="117"/>
        <source>The share of cells that start as rock before smoothing: more rock makes narrower caves and more that are cut off.</source>
        <translation>La part des cases qui commencent en roche avant le lissage&#xa0;: plus de roche donne des grottes plus étroites et plus souvent isolées.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="121"/>
        <source>Smoothing passes</source>
        <translation>Passes de lissage</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="122"/>
        <source>How many times the smoothing rule runs over the whole map: 0 leaves the noise as it was drawn; a handful settles it into caves.</source>
        <translation>Nombre de passages de la règle de lissage sur toute la carte&#xa0;: 0 laisse le bruit tel qu’il a été tiré&#xa0;; quelques-uns en font des grottes.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="126"/>
        <source>Wall threshold</source>
        <translation>Seuil de mur</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="127"/>
        <source>A cell becomes rock when at least this many of the nine cells of its 3×3 block are rock (5: the 4-5 rule). Lower fills the caves in.</source>
        <translation>Une case devient roche quand au moins ce nombre des neuf cases de son bloc 3×3 sont de la roche (5&#xa0;: la règle 4-5). Moins comble les grottes.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="131"/>
        <source>Joining</source>
        <translation>Raccordement</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="132"/>
        <source>tunnels: every cave of four cells or more is joined to the largest by a tunnel. largest: only the largest cave is kept, the others filled with rock.</source>
        <translation>tunnels&#xa0;: chaque grotte de quatre cases ou plus est reliée à la plus grande par un tunnel. largest&#xa0;: seule la plus grande grotte reste, les autres sont comblées de roche.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="139"/>
        <source>Cells per side</source>
        <translation>Cellules par côté</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="140"/>
        <source>The maze has this many cells on each side (a map of twice as many tiles and one), from the entrance at the top left to the exit at the bottom right.</source>
        <translation>Le labyrinthe a autant de cellules par côté (une carte de deux fois plus de cases, plus une), de l’entrée en haut à gauche à la sortie en bas à droite.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="145"/>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="146"/>
        <source>prim: a random cell of the frontier joins the maze (bushy, about a third dead ends). walk: carve on from the last cell while it can, then go on from a random visited one (long corridors).</source>
        <translation>prim&#xa0;: une cellule au hasard de la frontière rejoint le labyrinthe (touffu, environ un tiers d’impasses). walk&#xa0;: creuser depuis la dernière cellule tant que possible, puis repartir d’une cellule visitée au hasard (longs couloirs).</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="153"/>
        <source>Size table</source>
        <translation>Table des tailles</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="154"/>
        <source>The table a room&apos;s size is rolled on: its rows give a width and a height (dice), and may name a contents table.</source>
        <translation>La table sur laquelle la taille d’une salle est tirée&#xa0;: ses lignes donnent une largeur et une hauteur (dés) et peuvent nommer une table de contenu.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="157"/>
        <source>Shape table</source>
        <translation>Table des formes</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="158"/>
        <source>The table a room&apos;s shape is rolled on: rectangle, L, cross, round or pillared.</source>
        <translation>La table sur laquelle la forme d’une salle est tirée&#xa0;: rectangle, L, croix, ronde ou à piliers.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="161"/>
        <source>Exits table</source>
        <translation>Table des issues</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="162"/>
        <source>The table a room&apos;s number of doors is rolled on (1 to 4).</source>
        <translation>La table sur laquelle le nombre de portes d’une salle est tiré (1 à 4).</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="164"/>
        <source>Contents table</source>
        <translation>Table des contenus</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="165"/>
        <source>What a room holds when its size row names no contents of its own. May be left empty.</source>
        <translation>Ce que contient une salle quand sa ligne de taille ne nomme pas de contenu propre. Peut rester vide.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="169"/>
        <source>Rooms per level</source>
        <translation>Salles par niveau</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="170"/>
        <source>How many rooms one level links door to door (a pack whose levels are thrown away makes one room at a time and ignores it).</source>
        <translation>Nombre de salles qu’un niveau relie porte à porte (un pack dont les niveaux sont jetés fait une salle à la fois et l’ignore).</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="174"/>
        <source>Door opposite</source>
        <translation>Porte opposée</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="175"/>
        <source>The wall opposite the way in always has a door too, so every room can be crossed. Off: only the way in is certain (the chapter&apos;s rule).</source>
        <translation>Le mur opposé à l’entrée a toujours une porte aussi, pour que chaque salle puisse être traversée. Désactivé&#xa0;: seule l’entrée est certaine (la règle du chapitre).</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="295"/>
        <source>&amp;Generator</source>
        <translation>&amp;Générateur</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="296"/>
        <source>How the level&apos;s map is made (docs/generators.md): rooms and tunnels, cellular caves, a perfect maze, or rooms rolled on the pack&apos;s tables one by one. Another generator starts from its defaults.</source>
        <translation>Comment la carte du niveau est faite (docs/generators.md)&#xa0;: salles et tunnels, grottes cellulaires, labyrinthe parfait, ou salles tirées une à une sur les tables du pack. Un autre générateur part de ses valeurs par défaut.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="300"/>
        <source>Generator</source>
        <translation>Générateur</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="301"/>
        <source>&amp;Seed</source>
        <translation>&amp;Graine</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="302"/>
        <source>The seed of the level shown: step it to see other levels these settings make (Page Up and Page Down step by ten).</source>
        <translation>La graine du niveau affiché&#xa0;: changez-la pour voir d’autres niveaux de ces réglages (Page préc. et Page suiv. avancent de dix).</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="304"/>
        <source>Preview seed</source>
        <translation>Graine de l’aperçu</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="305"/>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="306"/>
        <source>Another seed, at random</source>
        <translation>Une autre graine, au hasard</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="307"/>
        <source>Random seed</source>
        <translation>Graine aléatoire</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="308"/>
        <source>&amp;Depth</source>
        <translation>&amp;Profondeur</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="309"/>
        <source>The depth of the level shown: expressions of depth are worked out for it, and the level is populated as the pack&apos;s band there says.</source>
        <translation>La profondeur du niveau affiché&#xa0;: les expressions de la profondeur sont calculées pour elle, et le niveau est peuplé comme le dit la tranche du pack à cet endroit.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="311"/>
        <source>Preview depth</source>
        <translation>Profondeur de l’aperçu</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="312"/>
        <source>The level these settings make</source>
        <translation>Le niveau que font ces réglages</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="388"/>
        <source>Write this setting as an expression of the depth (&quot;depth+4&quot;, &quot;2*depth+10&quot;), so that it grows as the hero goes down</source>
        <translation>Écrire ce réglage comme une expression de la profondeur («&#xa0;depth+4&#xa0;», «&#xa0;2*depth+10&#xa0;»), pour qu’il grandisse à mesure que le héros descend</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="391"/>
        <source>%1 as an expression of depth</source>
        <translation>%1 comme expression de la profondeur</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="455"/>
        <source>Leave this setting out, so that the generator&apos;s default applies</source>
        <translation>Retirer ce réglage, pour que la valeur par défaut du générateur s’applique</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="457"/>
        <source>Reset %1</source>
        <translation>Réinitialiser %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="472"/>
        <source>From %1 to %2; %3 when left out.</source>
        <translation>De %1 à %2&#xa0;; %3 si absent.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="474"/>
        <source>On when left out.</source>
        <translation>Activé si absent.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="474"/>
        <source>Off when left out.</source>
        <translation>Désactivé si absent.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="476"/>
        <source>%1 when left out.</source>
        <translation>%1 si absent.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="662"/>
        <source>Change %1 of %2</source>
        <translation>Modifier %1 de %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="662"/>
        <source>Reset %1 of %2</source>
        <translation>Réinitialiser %1 de %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="696"/>
        <source>Change the generator of %1 to %2</source>
        <translation>Changer le générateur de %1 en %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="765"/>
        <source>the pack did not load</source>
        <translation>le pack n’a pas été chargé</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="767"/>
        <source>choose a generator</source>
        <translation>choisissez un générateur</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="778"/>
        <source>%1×%2 cells, %3, floor %4 %, %5.</source>
        <translation>%1×%2 cases, %3, sol %4 %, %5.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/GeneratorEditor.cpp" line="781"/>
        <source>%n room(s)</source>
        <translation>
            <numerusform>%n salle</numerusform>
            <numerusform>%n salles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/GeneratorEditor.cpp" line="783"/>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="788"/>
        <source>%n dead end(s)</source>
        <translation>
            <numerusform>%n impasse</numerusform>
            <numerusform>%n impasses</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="784"/>
        <source>%1×%2 cells, floor %3 %, %4.</source>
        <translation>%1×%2 cases, sol %3 %, %4.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="791"/>
        <source>No way on from the arrival.</source>
        <translation>Aucun chemin depuis l’arrivée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/GeneratorEditor.cpp" line="794"/>
        <source>%n step(s) from the stairs up to the stairs down.</source>
        <translation>
            <numerusform>%n pas de l’escalier montant à l’escalier descendant.</numerusform>
            <numerusform>%n pas de l’escalier montant à l’escalier descendant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/GeneratorEditor.cpp" line="796"/>
        <source>%n step(s) from the way in to the nearest other door.</source>
        <translation>
            <numerusform>%n pas de l’entrée à la porte la plus proche.</numerusform>
            <numerusform>%n pas de l’entrée à la porte la plus proche.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="804"/>
        <source>No level: %1</source>
        <translation>Pas de niveau&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pd::HelpWindow</name>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="94"/>
        <source>That link leads out of the manual: %1</source>
        <translation>Ce lien sort du manuel&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="211"/>
        <location filename="../app/help/HelpWindow.cpp" line="274"/>
        <source>%1 — Permadungeon manual</source>
        <translation>%1 — Manuel de Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="230"/>
        <source>Searched on from the end of the page.</source>
        <translation>Recherche reprise depuis la fin de la page.</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="231"/>
        <source>Searched on from the start of the page.</source>
        <translation>Recherche reprise depuis le début de la page.</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="235"/>
        <source>“%1” is not on this page.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas sur cette page.</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="249"/>
        <source>Back (Alt+Left)</source>
        <translation>Précédent (Alt+Gauche)</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="250"/>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="251"/>
        <source>Forward (Alt+Right)</source>
        <translation>Suivant (Alt+Droite)</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="252"/>
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="253"/>
        <source>&amp;Find in page:</source>
        <translation>&amp;Rechercher dans la page&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="254"/>
        <source>Find in page</source>
        <translation>Rechercher dans la page</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="255"/>
        <source>a word on this page</source>
        <translation>un mot de cette page</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="256"/>
        <source>Previous</source>
        <translation>Précédente</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="257"/>
        <source>The match before (Shift+F3)</source>
        <translation>L&apos;occurrence précédente (Maj+F3)</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="258"/>
        <source>Next</source>
        <translation>Suivante</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="259"/>
        <source>The next match (Enter or F3)</source>
        <translation>L&apos;occurrence suivante (Entrée ou F3)</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="260"/>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="262"/>
        <source>The manual&apos;s pages and their sections; Enter shows the one chosen</source>
        <translation>Les pages du manuel et leurs sections&#xa0;; Entrée affiche celle choisie</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="263"/>
        <source>Manual page</source>
        <translation>Page du manuel</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="273"/>
        <source>Permadungeon manual</source>
        <translation>Manuel de Permadungeon</translation>
    </message>
</context>
<context>
    <name>pd::HighScoresDialog</name>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="18"/>
        <location filename="../app/game/HighScoresDialog.cpp" line="25"/>
        <source>High scores</source>
        <translation>Meilleurs scores</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="40"/>
        <source>The high-score table %1 cannot be read: %2</source>
        <translation>Le tableau des scores %1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="43"/>
        <source>No run has ended yet: the table fills as runs end.</source>
        <translation>Aucune partie n&apos;est encore finie&#xa0;: le tableau se remplit à mesure que les parties finissent.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/HighScoresDialog.cpp" line="47"/>
        <source>%n run(s), the best first, of every pack.</source>
        <translation>
            <numerusform>%n partie, la meilleure d&apos;abord, de tous les packs.</numerusform>
            <numerusform>%n parties, la meilleure d&apos;abord, de tous les packs.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>Depth / room</source>
        <translation>Profondeur / salle</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>Pack</source>
        <translation>Pack</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="62"/>
        <source>won</source>
        <translation>gagné</translation>
    </message>
</context>
<context>
    <name>pd::Histogram</name>
    <message>
        <location filename="../editor/preview/Histogram.cpp" line="65"/>
        <source>No levels yet</source>
        <translation>Pas encore de niveaux</translation>
    </message>
    <message>
        <location filename="../editor/preview/Histogram.cpp" line="72"/>
        <source>mean %1 · %2 levels</source>
        <translation>moyenne %1 · %2 niveaux</translation>
    </message>
</context>
<context>
    <name>pd::ImpactModel</name>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="89"/>
        <source>Monsters per level</source>
        <translation>Monstres par niveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="91"/>
        <source>Items per level</source>
        <translation>Objets par niveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="93"/>
        <source>Chests per level</source>
        <translation>Coffres par niveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="95"/>
        <source>Traps per level</source>
        <translation>Pièges par niveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="97"/>
        <source>Chips per level</source>
        <translation>Puces par niveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="99"/>
        <source>Rooms per level</source>
        <translation>Salles par niveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="101"/>
        <source>Floor share (%)</source>
        <translation>Part de sol (%)</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="103"/>
        <source>Path length, arrival to the way down</source>
        <translation>Longueur du chemin, de l&apos;arrivée au passage vers le bas</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="105"/>
        <source>Dead ends per level</source>
        <translation>Culs-de-sac par niveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="107"/>
        <source>Levels that could not be made</source>
        <translation>Niveaux qui n&apos;ont pas pu être créés</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="122"/>
        <source>Monster: %1</source>
        <translation>Monstre&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="124"/>
        <source>Item: %1</source>
        <translation>Objet&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="126"/>
        <source>Trap: %1</source>
        <translation>Piège&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="128"/>
        <source>Chest of %1</source>
        <translation>Coffre de %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="130"/>
        <source>Chip: %1</source>
        <translation>Puce&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="140"/>
        <source>new</source>
        <translation>nouveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="142"/>
        <source>gone</source>
        <translation>disparu</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="173"/>
        <source>Within the sample&apos;s noise (±%1 a level): the seeds drew differently after the edit, which moves this by chance. More seeds narrow it.</source>
        <translation>Dans le bruit de l&apos;échantillon (±%1 par niveau)&#xa0;: les graines ont tiré autrement après la modification, ce qui déplace cette valeur par hasard. Plus de graines resserrent l&apos;écart.</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="177"/>
        <source>Beyond the sample&apos;s noise (±%1 a level)</source>
        <translation>Au-delà du bruit de l&apos;échantillon (±%1 par niveau)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="179"/>
        <source>Levels that could not be made, of %n in these depths</source>
        <translation>
            <numerusform>Niveaux qui n&apos;ont pas pu être créés, sur %n à ces profondeurs</numerusform>
            <numerusform>Niveaux qui n&apos;ont pas pu être créés, sur %n à ces profondeurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="181"/>
        <source>Average per level over %n levels of the sample</source>
        <translation>
            <numerusform>Moyenne par niveau sur %n niveau de l&apos;échantillon</numerusform>
            <numerusform>Moyenne par niveau sur %n niveaux de l&apos;échantillon</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="228"/>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="230"/>
        <source>Depths</source>
        <translation>Profondeurs</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="232"/>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="234"/>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="236"/>
        <source>Change</source>
        <translation>Écart</translation>
    </message>
</context>
<context>
    <name>pd::ImpactView</name>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="439"/>
        <source>Compare with:</source>
        <translation>Comparer avec&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="440"/>
        <source>the pack before the last edit</source>
        <translation>le pack avant la dernière modification</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="441"/>
        <location filename="../editor/preview/ImpactView.cpp" line="529"/>
        <source>the saved file</source>
        <translation>le fichier enregistré</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="442"/>
        <source> seeds</source>
        <translation> graines</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="443"/>
        <source>The fixed seeds 1, 2, 3… both packs are measured over</source>
        <translation>Les graines fixes 1, 2, 3… sur lesquelles les deux packs sont mesurés</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="444"/>
        <source> depths</source>
        <translation> profondeurs</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="446"/>
        <source>Depths spread evenly from the first to the deepest (every depth when there are fewer)</source>
        <translation>Profondeurs réparties également de la première à la plus profonde (toutes quand il y en a moins)</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="448"/>
        <source>changes only</source>
        <translation>changements seulement</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="449"/>
        <source>Find a monster, item, trap…</source>
        <translation>Trouver un monstre, un objet, un piège…</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="450"/>
        <source>Find a monster, item, trap</source>
        <translation>Trouver un monstre, un objet, un piège</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="451"/>
        <source>Seeds measured</source>
        <translation>Graines mesurées</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="452"/>
        <source>Depths measured</source>
        <translation>Profondeurs mesurées</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="453"/>
        <source>Impact of the edit</source>
        <translation>Impact de la modification</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="454"/>
        <source>Enter or a double-click opens the row&apos;s record</source>
        <translation>Entrée ou un double-clic ouvre la fiche de la ligne</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="455"/>
        <source>Battles of the monsters changed</source>
        <translation>Combats des monstres modifiés</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="456"/>
        <source>Measure again</source>
        <translation>Mesurer à nouveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="457"/>
        <source>Monster</source>
        <translation>Monstre</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="457"/>
        <source>Hero wins</source>
        <translation>Victoire du héros</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="457"/>
        <source>Monster flees</source>
        <translation>Fuite du monstre</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="458"/>
        <source>Hero dies</source>
        <translation>Mort du héros</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="458"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="458"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="459"/>
        <source>Pacing of the edit: the bot&apos;s runs before and after</source>
        <translation>Rythme de la modification&#xa0;: les parties du bot avant et après</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="523"/>
        <source>the pack before “%1”</source>
        <translation>le pack avant «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="526"/>
        <source>the saved file (no edit yet)</source>
        <translation>le fichier enregistré (pas encore de modification)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="575"/>
        <source>Measuring %n levels…</source>
        <translation>
            <numerusform>Mesure de %n niveau…</numerusform>
            <numerusform>Mesure de %n niveaux…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="627"/>
        <location filename="../editor/preview/ImpactView.cpp" line="628"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="629"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="644"/>
        <source>Beyond the noise of %n battles (95 %)</source>
        <translation>
            <numerusform>Au-delà du bruit de %n combat (95&#xa0;%)</numerusform>
            <numerusform>Au-delà du bruit de %n combats (95&#xa0;%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="646"/>
        <source>Within the noise of %n battles: it may be chance</source>
        <translation>
            <numerusform>Dans le bruit de %n combat&#xa0;: ce peut être le hasard</numerusform>
            <numerusform>Dans le bruit de %n combats&#xa0;: ce peut être le hasard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="682"/>
        <source>The balance simulation, %n battles per monster before and after, for each monster whose record changed (a hero of the monster&apos;s level):</source>
        <translation>
            <numerusform>La simulation d&apos;équilibre, %n combat par monstre avant et après, pour chaque monstre dont la fiche a changé (un héros du niveau du monstre)&#xa0;:</numerusform>
            <numerusform>La simulation d&apos;équilibre, %n combats par monstre avant et après, pour chaque monstre dont la fiche a changé (un héros du niveau du monstre)&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="706"/>
        <source>Make an edit to see what it changes in the dungeons.</source>
        <translation>Faites une modification pour voir ce qu&apos;elle change dans les donjons.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="710"/>
        <source>%n levels</source>
        <translation>
            <numerusform>%n niveau</numerusform>
            <numerusform>%n niveaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="711"/>
        <source>%n seeds</source>
        <translation>
            <numerusform>%n graine</numerusform>
            <numerusform>%n graines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="712"/>
        <source>%n depths</source>
        <translation>
            <numerusform>%n profondeur</numerusform>
            <numerusform>%n profondeurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="716"/>
        <source>The pack is as saved. Make an edit to see what it changes in %1.</source>
        <translation>Le pack est tel qu&apos;enregistré. Faites une modification pour voir ce qu&apos;elle change sur %1.</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="717"/>
        <source>No edit yet. Make one to see what it changes in %1.</source>
        <translation>Pas encore de modification. Faites-en une pour voir ce qu&apos;elle change sur %1.</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="722"/>
        <source>Compared with %1: this changes nothing in %2.</source>
        <translation>Comparé à %1&#xa0;: cela ne change rien sur %2.</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="727"/>
        <source>Compared with %1: the same %2; no monster, item or trap moves.</source>
        <translation>Comparé à %1&#xa0;: les mêmes %2&#xa0;; aucun monstre, objet ou piège ne bouge.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="730"/>
        <source>Compared with %1: %n numbers changed over %2.</source>
        <translation>
            <numerusform>Comparé à %1&#xa0;: %n chiffre a changé sur %2.</numerusform>
            <numerusform>Comparé à %1&#xa0;: %n chiffres ont changé sur %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="733"/>
        <source>%n of them beyond the noise of the sample (in colour).</source>
        <translation>
            <numerusform>%n d&apos;entre eux au-delà du bruit de l&apos;échantillon (en couleur).</numerusform>
            <numerusform>%n d&apos;entre eux au-delà du bruit de l&apos;échantillon (en couleur).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="736"/>
        <source>%n monsters&apos; records changed; their battles are below.</source>
        <translation>
            <numerusform>La fiche de %n monstre a changé&#xa0;; ses combats sont ci-dessous.</numerusform>
            <numerusform>Les fiches de %n monstres ont changé&#xa0;; leurs combats sont ci-dessous.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="786"/>
        <source>Pacing: the bot plays %1 runs of up to %2 turns with each pack…</source>
        <translation>Rythme&#xa0;: le bot joue %1 parties de %2 tours au plus avec chaque pack…</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="795"/>
        <source>Pacing, %1 runs of up to %2 turns of the bot with each pack: </source>
        <translation>Rythme, %1 parties du bot de %2 tours au plus avec chaque pack&#xa0;: </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="798"/>
        <source>no difference beyond the noise.</source>
        <translation>aucun écart au-delà du bruit.</translation>
    </message>
</context>
<context>
    <name>pd::InventoryEditor</name>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="65"/>
        <source>Item</source>
        <translation>Objet</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="65"/>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="66"/>
        <source>Starting inventory</source>
        <translation>Inventaire de départ</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="68"/>
        <source>Add item</source>
        <translation>Ajouter un objet</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="69"/>
        <source>One more kind of item the hero starts with</source>
        <translation>Un type d’objet de plus avec lequel le héros commence</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="72"/>
        <source>Remove item</source>
        <translation>Retirer l’objet</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="73"/>
        <source>The chosen entry is no longer carried at the start</source>
        <translation>L’entrée choisie n’est plus portée au départ</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="107"/>
        <source>The item (its id): the hero carries it from the first turn</source>
        <translation>L’objet (son identifiant)&#xa0;: le héros le porte dès le premier tour</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="108"/>
        <source>Item of entry %1</source>
        <translation>Objet de l’entrée %1</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="115"/>
        <source>How many of it, 1 to 999 (1 when left out)</source>
        <translation>Combien, de 1 à 999 (1 si absent)</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="116"/>
        <source>How many of entry %1</source>
        <translation>Quantité de l’entrée %1</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="137"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="154"/>
        <source>Change %1 of starting item %2</source>
        <translation>Modifier %1 de l’objet de départ %2</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="169"/>
        <location filename="../editor/records/InventoryEditor.cpp" line="175"/>
        <source>Add starting item</source>
        <translation>Ajouter un objet de départ</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="186"/>
        <source>Remove starting item %1</source>
        <translation>Retirer l’objet de départ %1</translation>
    </message>
</context>
<context>
    <name>pd::ItemsPanel</name>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="84"/>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="85"/>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="190"/>
        <source>Use</source>
        <translation>Utiliser</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="86"/>
        <source>Equip</source>
        <translation>Équiper</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="87"/>
        <source>Drop</source>
        <translation>Lâcher</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="88"/>
        <source>Call…</source>
        <translation>Nommer…</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="92"/>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="140"/>
        <source>Item</source>
        <translation>Objet</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="92"/>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="140"/>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="113"/>
        <source>%1 (charges)</source>
        <translation>%1 (charges)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="122"/>
        <source>You carry nothing.</source>
        <translation>Vous ne portez rien.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="135"/>
        <source>Read %1 on which item?</source>
        <translation>Lire %1 sur quel objet ?</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="136"/>
        <source>Identify</source>
        <translation>Identifier</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="141"/>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="190"/>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="213"/>
        <source>Call an item</source>
        <translation>Nommer un objet</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="215"/>
        <source>What do you call the %1? (Empty: no name.)</source>
        <translation>Comment appelez-vous %1 ? (Vide : aucun nom.)</translation>
    </message>
</context>
<context>
    <name>pd::JsonEditor</name>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="120"/>
        <source>the JSON dock&apos;s text is not applied (line %1, column %2): %3</source>
        <translation>le texte du panneau JSON n&apos;est pas appliqué (ligne %1, colonne %2)&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="150"/>
        <source>%1 is not valid JSON: its problem is listed in the Problems dock. The Editor leaves the file as it is on disk until it is mended by hand.</source>
        <translation>%1 n&apos;est pas du JSON valide&#xa0;: son problème figure dans le dock Problèmes. L&apos;éditeur laisse le fichier tel qu&apos;il est sur le disque jusqu&apos;à ce qu&apos;il soit réparé à la main.</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="158"/>
        <source>the map is drawn as the pack it depends on draws it</source>
        <translation>la carte est dessinée comme la dessine le pack dont il dépend</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="159"/>
        <source>the map is drawn with the program&apos;s own glyphs and colours</source>
        <translation>la carte est dessinée avec les glyphes et les couleurs du programme</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="163"/>
        <source>it plays the sounds of the pack it depends on, and the program&apos;s own for the rest</source>
        <translation>il joue les sons du pack dont il dépend, et ceux du programme pour le reste</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="165"/>
        <source>it plays the program&apos;s own sounds</source>
        <translation>il joue les sons du programme</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="169"/>
        <source>it plays by the ruleset of the pack it depends on</source>
        <translation>il suit les règles du pack dont il dépend</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="173"/>
        <source>what it would hold is left to the game&apos;s defaults</source>
        <translation>ce qu&apos;il contiendrait est laissé aux valeurs par défaut du jeu</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="175"/>
        <source>This pack has no %1: %2.</source>
        <translation>Ce pack n&apos;a pas de %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="177"/>
        <source>What the game uses instead:</source>
        <translation>Ce que le jeu utilise à la place&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="220"/>
        <source>Edit JSON</source>
        <translation>Modifier le JSON</translation>
    </message>
</context>
<context>
    <name>pd::KeysPage</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="35"/>
        <source>Actions and their keys</source>
        <translation>Les actions et leurs touches</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="96"/>
        <source>Move north</source>
        <translation>Aller au nord</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="98"/>
        <source>Move north-east</source>
        <translation>Aller au nord-est</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="100"/>
        <source>Move east</source>
        <translation>Aller à l&apos;est</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="102"/>
        <source>Move south-east</source>
        <translation>Aller au sud-est</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="104"/>
        <source>Move south</source>
        <translation>Aller au sud</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="106"/>
        <source>Move south-west</source>
        <translation>Aller au sud-ouest</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="108"/>
        <source>Move west</source>
        <translation>Aller à l&apos;ouest</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="110"/>
        <source>Move north-west</source>
        <translation>Aller au nord-ouest</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="112"/>
        <source>Wait a turn</source>
        <translation>Attendre un tour</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="114"/>
        <source>Pick up</source>
        <translation>Ramasser</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="116"/>
        <source>Open a chest, take the stairs underfoot</source>
        <translation>Ouvrir un coffre, prendre l&apos;escalier sous vos pieds</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="118"/>
        <source>Fire (then aim)</source>
        <translation>Tirer (puis viser)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="120"/>
        <source>Stairs down</source>
        <translation>Escalier descendant</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="122"/>
        <source>Stairs up</source>
        <translation>Escalier montant</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="124"/>
        <source>Raise your guard</source>
        <translation>Se mettre en garde</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="126"/>
        <source>Swap the weapon in hand</source>
        <translation>Changer l&apos;arme en main</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="128"/>
        <source>Look around</source>
        <translation>Regarder autour</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="130"/>
        <source>Cancel, close a menu</source>
        <translation>Annuler, fermer un menu</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="132"/>
        <source>Confirm</source>
        <translation>Valider</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="134"/>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="136"/>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="138"/>
        <source>Tiles or glyphs</source>
        <translation>Tuiles ou glyphes</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="140"/>
        <source>Explore by yourself</source>
        <translation>Explorer automatiquement</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="142"/>
        <source>Fight the nearest monster</source>
        <translation>Combattre le monstre le plus proche</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="144"/>
        <source>Drink the medicine that helps most</source>
        <translation>Boire le remède le plus utile</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="146"/>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="148"/>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="150"/>
        <source>Attributes</source>
        <translation>Attributs</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="152"/>
        <source>Spells</source>
        <translation>Sorts</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="154"/>
        <source>Sound on or off</source>
        <translation>Activer ou couper le son</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="156"/>
        <source>The keys overlay</source>
        <translation>La liste des touches</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="158"/>
        <source>Turn left (maze duel)</source>
        <translation>Tourner à gauche (duel au labyrinthe)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="160"/>
        <source>Turn right (maze duel)</source>
        <translation>Tourner à droite (duel au labyrinthe)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="162"/>
        <source>Step forward (maze duel)</source>
        <translation>Avancer d&apos;un pas (duel au labyrinthe)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="164"/>
        <source>Turn round (maze duel)</source>
        <translation>Faire demi-tour (duel au labyrinthe)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="166"/>
        <source>Rest until healed</source>
        <translation>Se reposer jusqu’à guérison</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="168"/>
        <source>Search for secret doors</source>
        <translation>Chercher des portes secrètes</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="170"/>
        <source>Fit the map to the window</source>
        <translation>Ajuster la carte à la fenêtre</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="172"/>
        <source>Next part: map, message log, hero</source>
        <translation>Partie suivante : carte, journal des messages, héros</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="174"/>
        <source>Previous part: hero, message log, map</source>
        <translation>Partie précédente : héros, journal des messages, carte</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="281"/>
        <source>Press a key… (Esc: keep the keys it has)</source>
        <translation>Appuyez sur une touche… (Échap&#xa0;: garder ses touches)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="282"/>
        <source>(no key)</source>
        <translation>(aucune touche)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="299"/>
        <source>%1 is the key of “%2” and of “%3”.</source>
        <translation>%1 est la touche de «&#xa0;%2&#xa0;» et de «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="311"/>
        <source>Conflicts (one key, two actions): %1</source>
        <translation>Conflits (une touche, deux actions)&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="316"/>
        <location filename="../app/settings/KeysPage.cpp" line="317"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="317"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="318"/>
        <source>Click an action, then press its new key. The Game tab and its keys overlay use it at once.</source>
        <translation>Cliquez sur une action, puis appuyez sur sa nouvelle touche. L&apos;onglet Jeu et sa liste des touches l&apos;utilisent aussitôt.</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="320"/>
        <source>&amp;Change key…</source>
        <translation>&amp;Changer de touche…</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="321"/>
        <source>A&amp;dd a key…</source>
        <translation>&amp;Ajouter une touche…</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="322"/>
        <source>&amp;Reset</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="323"/>
        <source>Reset &amp;all</source>
        <translation>Rétablir &amp;tout</translation>
    </message>
</context>
<context>
    <name>pd::KeysPanel</name>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="29"/>
        <location filename="../app/game/menus/KeysPanel.cpp" line="40"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="34"/>
        <source>Open the manual</source>
        <translation>Ouvrir le manuel</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="35"/>
        <source>Open the manual  [%1]</source>
        <translation>Ouvrir le manuel  [%1]</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="37"/>
        <source>↑↓ choose · %1 again opens the manual · Esc closes</source>
        <translation>↑↓ choisir · %1 à nouveau ouvre le manuel · Échap ferme</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="38"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="40"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="89"/>
        <source>Moving</source>
        <translation>Se déplacer</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="94"/>
        <source>North, south, west, east</source>
        <translation>Nord, sud, ouest, est</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="99"/>
        <source>Diagonally</source>
        <translation>En diagonale</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="105"/>
        <source>Turn left / right</source>
        <translation>Tourner à gauche / à droite</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="106"/>
        <source>Step forward</source>
        <translation>Avancer d&apos;un pas</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="107"/>
        <source>Turn round</source>
        <translation>Faire demi-tour</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="109"/>
        <source>Wait a turn</source>
        <translation>Attendre un tour</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="111"/>
        <source>Rest until healed (stops when a monster comes into view)</source>
        <translation>Se reposer jusqu’à guérison (s’arrête dès qu’un monstre entre en vue)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="113"/>
        <source>Search around you for secret doors (five turns; stops at a find or a monster)</source>
        <translation>Chercher des portes secrètes autour de vous (cinq tours ; s’arrête à une découverte ou à un monstre)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="115"/>
        <source>Walk to a cell</source>
        <translation>Aller jusqu&apos;à une case</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="115"/>
        <source>a click on the map</source>
        <translation>un clic sur la carte</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="116"/>
        <source>Explore by yourself</source>
        <translation>Explorer automatiquement</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="121"/>
        <source>On to the next room</source>
        <translation>Vers la salle suivante</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="121"/>
        <source>walk through a door</source>
        <translation>passer une porte</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="118"/>
        <source>Stairs down / up (travel to them, then take them)</source>
        <translation>Escalier descendant / montant (s&apos;y rendre, puis le prendre)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="96"/>
        <source>arrows, numpad, hjkl</source>
        <translation>flèches, pavé numérique, hjkl</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="97"/>
        <source>arrows, numpad, hjkl, WASD</source>
        <translation>flèches, pavé numérique, hjkl, WASD</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="102"/>
        <source>numpad, yubn, QEZC</source>
        <translation>pavé numérique, yubn, QEZC</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="123"/>
        <source>Acting</source>
        <translation>Agir</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="125"/>
        <source>Fight the nearest monster (with the bolt, from a cell in line)</source>
        <translation>Combattre le monstre le plus proche (au projectile, depuis une case alignée)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="128"/>
        <source>Fight the nearest monster</source>
        <translation>Combattre le monstre le plus proche</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="130"/>
        <source>Fire (then aim with the keys or the mouse)</source>
        <translation>Tirer (puis viser avec les touches ou la souris)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="132"/>
        <source>Open a chest</source>
        <translation>Ouvrir un coffre</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="132"/>
        <source>walk into it</source>
        <translation>marchez dedans</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="134"/>
        <source>Take the stairs underfoot</source>
        <translation>Prendre l&apos;escalier sous vos pieds</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="136"/>
        <source>Open a chest beside you; take the stairs underfoot</source>
        <translation>Ouvrir un coffre voisin&#xa0;; prendre l&apos;escalier où vous êtes</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="138"/>
        <source>Open a chest beside you</source>
        <translation>Ouvrir un coffre à côté de vous</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="141"/>
        <source>Pick up</source>
        <translation>Ramasser</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="142"/>
        <source>Drink the medicine that helps most</source>
        <translation>Boire le remède le plus utile</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="145"/>
        <source>Swap the weapon in hand</source>
        <translation>Changer l&apos;arme en main</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="147"/>
        <source>Raise your guard</source>
        <translation>Se mettre en garde</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="148"/>
        <source>Look around</source>
        <translation>Regarder autour</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="150"/>
        <source>In a battle: attack, defend, spell, item, escape</source>
        <translation>En combat&#xa0;: attaquer, défendre, sort, objet, fuir</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="151"/>
        <source>a, d, s, i, e — or the arrows and Enter</source>
        <translation>a, d, s, i, e — ou les flèches et Entrée</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="154"/>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="156"/>
        <source>The menus (attributes, equipment, items, spells)</source>
        <translation>Les menus (attributs, équipement, objets, sorts)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="157"/>
        <source>The other menus</source>
        <translation>Les autres menus</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="157"/>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="158"/>
        <source>Open, choose / back a level</source>
        <translation>Ouvrir, choisir / remonter d&apos;un niveau</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="158"/>
        <source>Enter / Backspace</source>
        <translation>Entrée / Retour arrière</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="159"/>
        <source>Back to the maze</source>
        <translation>Retour au labyrinthe</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="159"/>
        <source>M, Esc</source>
        <translation>M, Échap</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="162"/>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="164"/>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="166"/>
        <source>Attributes</source>
        <translation>Attributs</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="168"/>
        <source>Spells</source>
        <translation>Sorts</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="169"/>
        <source>Close a menu</source>
        <translation>Fermer un menu</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="173"/>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="174"/>
        <source>Zoom in / out</source>
        <translation>Zoom avant / arrière</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="175"/>
        <source>Fit the map to the window</source>
        <translation>Ajuster la carte à la fenêtre</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="176"/>
        <source>Tiles or letters</source>
        <translation>Tuiles ou lettres</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="177"/>
        <source>Sound on or off</source>
        <translation>Activer ou couper le son</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="178"/>
        <source>These keys</source>
        <translation>Ces touches</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="179"/>
        <source>The map, the message log, the hero&apos;s panel in turn (Esc: the map)</source>
        <translation>La carte, le journal des messages, le panneau du héros tour à tour (Échap : la carte)</translation>
    </message>
</context>
<context>
    <name>pd::LanguagesDock</name>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="110"/>
        <source>Languages</source>
        <translation>Langues</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="111"/>
        <source>Add a language…</source>
        <translation>Ajouter une langue…</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="112"/>
        <source>Make a translation file for another language: each record&apos;s form gets a line for its texts in that language</source>
        <translation>Créer un fichier de traduction pour une autre langue&#xa0;: la fiche de chaque enregistrement reçoit une ligne pour ses textes dans cette langue</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="114"/>
        <source>Translations of the pack&apos;s texts</source>
        <translation>Traductions des textes du pack</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="133"/>
        <source>No translations yet: &quot;Add a language…&quot; makes one (translations/de.json, fr.json, ...).</source>
        <translation>Pas encore de traduction&#xa0;: «&#xa0;Ajouter une langue…&#xa0;» en crée une (translations/de.json, fr.json, ...).</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="138"/>
        <source>Pack</source>
        <translation>Pack</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="138"/>
        <source>Item</source>
        <translation>Objet</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="138"/>
        <source>Spell</source>
        <translation>Sort</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="138"/>
        <source>Monster</source>
        <translation>Monstre</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="138"/>
        <source>Trap</source>
        <translation>Piège</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="139"/>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="139"/>
        <source>description</source>
        <translation>description</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="139"/>
        <source>name once sprung</source>
        <translation>nom une fois déclenché</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="150"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="151"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="156"/>
        <location filename="../editor/docks/LanguagesDock.cpp" line="212"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/LanguagesDock.cpp" line="158"/>
        <source>%1: all %n text(s)</source>
        <translation>
            <numerusform>%1 : l’unique texte</numerusform>
            <numerusform>%1 : les %n textes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/LanguagesDock.cpp" line="159"/>
        <source>%1: %2 of %n text(s), %3 missing</source>
        <translation>
            <numerusform>%1 : %2 sur %n texte, %3 manquant</numerusform>
            <numerusform>%1 : %2 sur %n textes, %3 manquants</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="163"/>
        <source>Double-click to open %1; a missing text opens its record.</source>
        <translation>Double-cliquez pour ouvrir %1 ; un texte manquant ouvre son enregistrement.</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="188"/>
        <source>The pack cannot be changed.</source>
        <translation>Le pack ne peut pas être modifié.</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="190"/>
        <source>&quot;%1&quot; is not a language code: two or three small letters, and a region after &quot;_&quot; if need be (de, fr, pt_BR).</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un code de langue&#xa0;: deux ou trois lettres minuscules, et une région après «&#xa0;_&#xa0;» au besoin (de, fr, pt_BR).</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="195"/>
        <source>The pack is written in %1: its own texts are that language&apos;s.</source>
        <translation>Le pack est écrit en %1&#xa0;: ses propres textes sont dans cette langue.</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="198"/>
        <location filename="../editor/docks/LanguagesDock.cpp" line="202"/>
        <source>The pack has %1 already.</source>
        <translation>Le pack a déjà %1.</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="201"/>
        <source>Add the language %1</source>
        <translation>Ajouter la langue %1</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="216"/>
        <location filename="../editor/docks/LanguagesDock.cpp" line="227"/>
        <source>Add a language</source>
        <translation>Ajouter une langue</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="217"/>
        <source>The language, one of the program&apos;s or any code (de, fr, pt_BR):</source>
        <translation>La langue, une de celles du programme ou n&apos;importe quel code (de, fr, pt_BR)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>pd::LogModel</name>
    <message>
        <location filename="../app/game/LogModel.cpp" line="72"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location filename="../app/game/LogModel.cpp" line="84"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
</context>
<context>
    <name>pd::MainWindow</name>
    <message>
        <location filename="../app/MainWindow.cpp" line="149"/>
        <source>&amp;Play without saving</source>
        <translation>&amp;Jouer sans enregistrer</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="158"/>
        <source>&amp;Watch without saving</source>
        <translation>&amp;Regarder sans sauvegarder</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="267"/>
        <source>Permadungeon</source>
        <translation>Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="274"/>
        <source>Game and Editor</source>
        <translation>Jeu et éditeur</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="275"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="276"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="277"/>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="278"/>
        <source>&amp;About Permadungeon</source>
        <translation>À &amp;propos de Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="279"/>
        <source>Full scree&amp;n</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="280"/>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="281"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="282"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
</context>
<context>
    <name>pd::Manual</name>
    <message>
        <location filename="../app/help/Manual.cpp" line="33"/>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="34"/>
        <source>The Game tab</source>
        <translation>L&apos;onglet Jeu</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="35"/>
        <source>The rules</source>
        <translation>Les règles</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="36"/>
        <source>The Editor</source>
        <translation>L&apos;Éditeur</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="37"/>
        <source>The pack&apos;s files</source>
        <translation>Les fichiers du pack</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="38"/>
        <source>Dice expressions</source>
        <translation>Les expressions de dés</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="39"/>
        <source>Level generators</source>
        <translation>Les générateurs de niveaux</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="40"/>
        <source>Seeds and randomness</source>
        <translation>Graines et hasard</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="41"/>
        <source>The bot</source>
        <translation>Le bot</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="51"/>
        <source>Playing</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="52"/>
        <source>Designing a pack</source>
        <translation>Concevoir un pack</translation>
    </message>
</context>
<context>
    <name>pd::MapView</name>
    <message>
        <location filename="../app/view/MapView.cpp" line="447"/>
        <source>miss</source>
        <translation>raté</translation>
    </message>
    <message>
        <location filename="../app/view/MapView.cpp" line="449"/>
        <source>blocked</source>
        <translation>bloqué</translation>
    </message>
</context>
<context>
    <name>pd::MenuButtons</name>
    <message>
        <location filename="../app/game/MenuButtons.cpp" line="58"/>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <location filename="../app/game/MenuButtons.cpp" line="58"/>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <location filename="../app/game/MenuButtons.cpp" line="58"/>
        <source>Attributes</source>
        <translation>Attributs</translation>
    </message>
    <message>
        <location filename="../app/game/MenuButtons.cpp" line="58"/>
        <source>Spells</source>
        <translation>Sorts</translation>
    </message>
    <message>
        <location filename="../app/game/MenuButtons.cpp" line="66"/>
        <source>%1  %2</source>
        <comment>a menu button: its name, its key</comment>
        <translation>%1  %2</translation>
    </message>
</context>
<context>
    <name>pd::MessageLog</name>
    <message>
        <location filename="../app/game/MessageLog.cpp" line="38"/>
        <location filename="../app/game/MessageLog.cpp" line="89"/>
        <source>Message log</source>
        <translation>Journal des messages</translation>
    </message>
</context>
<context>
    <name>pd::NewGameDialog</name>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="72"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="75"/>
        <source>&amp;Pack</source>
        <translation>&amp;Pack</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="80"/>
        <source>Pack</source>
        <translation>Pack</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="84"/>
        <source>Other &amp;folder…</source>
        <translation>Autre &amp;dossier…</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="102"/>
        <source>the pack&apos;s hero</source>
        <translation>le héros du pack</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="103"/>
        <source>&amp;Hero&apos;s name</source>
        <translation>Nom du &amp;héros</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="107"/>
        <source>a number or any text; empty for a random one</source>
        <translation>un nombre ou un texte&#xa0;; vide&#xa0;: au hasard</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="109"/>
        <source>&amp;Random</source>
        <translation>&amp;Aléatoire</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="113"/>
        <source>S&amp;eed</source>
        <translation>&amp;Graine</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="119"/>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="142"/>
        <source>Choose a pack folder</source>
        <translation>Choisir un dossier de pack</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="148"/>
        <source>%1 has no pack.json: it is not a pack folder.</source>
        <translation>%1 n&apos;a pas de pack.json&#xa0;: ce n&apos;est pas un dossier de pack.</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="194"/>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
</context>
<context>
    <name>pd::NewPackDialog</name>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="22"/>
        <source>New pack</source>
        <translation>Nouveau pack</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="24"/>
        <source>Start from:</source>
        <translation>Partir de&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="30"/>
        <source>Empty pack: the smallest that plays (one generator, one table, one monster, one item)</source>
        <translation>Pack vide&#xa0;: le plus petit qui se joue (un générateur, une table, un monstre, un objet)</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="43"/>
        <source>A copy of %1 (bundled: its tables, records and sounds)</source>
        <translation>Une copie de %1 (fourni&#xa0;: ses tables, fiches et sons)</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="49"/>
        <source>New pack folder:</source>
        <translation>Dossier du nouveau pack&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="53"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="62"/>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="68"/>
        <source>New pack folder</source>
        <translation>Dossier du nouveau pack</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="97"/>
        <source>Name a folder for the new pack.</source>
        <translation>Indiquez un dossier pour le nouveau pack.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="99"/>
        <source>%1 exists and is not an empty folder.</source>
        <translation>%1 existe et n&apos;est pas un dossier vide.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="101"/>
        <source>%1 does not exist.</source>
        <translation>%1 n&apos;existe pas.</translation>
    </message>
</context>
<context>
    <name>pd::NewRecordDialog</name>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="21"/>
        <source>New %1</source>
        <translation>Nouveau&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="26"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="29"/>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="30"/>
        <source>How the pack&apos;s tables and records name it; it follows the name until you type one</source>
        <translation>Comment les tables et les fiches du pack le nomment&#xa0;; il suit le nom tant que vous n’en tapez pas un</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="32"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="33"/>
        <source>&amp;Id:</source>
        <translation>&amp;Identifiant&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="38"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="101"/>
        <source>Give it a name, or an id.</source>
        <translation>Donnez-lui un nom ou un identifiant.</translation>
    </message>
</context>
<context>
    <name>pd::NoticeBox</name>
    <message>
        <location filename="../app/game/menus/NoticeBox.cpp" line="67"/>
        <location filename="../app/game/menus/NoticeBox.cpp" line="97"/>
        <source>Enter: close</source>
        <translation>Entrée&#xa0;: fermer</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/NoticeBox.cpp" line="96"/>
        <source>Enter: next (%n more)</source>
        <translation>
            <numerusform>Entrée&#xa0;: suivant (encore %n)</numerusform>
            <numerusform>Entrée&#xa0;: suivant (encore %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::NoticePolicy</name>
    <message>
        <location filename="../app/game/NoticePolicy.cpp" line="54"/>
        <source>Treasure</source>
        <translation>Trésors</translation>
    </message>
    <message>
        <location filename="../app/game/NoticePolicy.cpp" line="61"/>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <location filename="../app/game/NoticePolicy.cpp" line="78"/>
        <source>Level %1!</source>
        <translation>Niveau %1&#xa0;!</translation>
    </message>
    <message>
        <location filename="../app/game/NoticePolicy.cpp" line="80"/>
        <source>You feel more experienced.</source>
        <translation>Votre expérience grandit.</translation>
    </message>
    <message>
        <location filename="../app/game/NoticePolicy.cpp" line="81"/>
        <source>You grow stronger: %1.</source>
        <translation>Vous gagnez en force&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>pd::OddsDock</name>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="144"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="153"/>
        <source>Odds</source>
        <translation>Probabilités</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="154"/>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="155"/>
        <source>Number of test rolls</source>
        <translation>Nombre de tirages d&apos;essai</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="156"/>
        <source>Seed of the test rolls</source>
        <translation>Graine des tirages d&apos;essai</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="157"/>
        <source>Roll trace</source>
        <translation>Trace des tirages</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="158"/>
        <source>Odds of the table</source>
        <translation>Probabilités de la table</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="159"/>
        <source> rolls</source>
        <translation> tirages</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="160"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="161"/>
        <source>depth </source>
        <translation>profondeur </translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="162"/>
        <source>A count of this table uses the depth: the odds are those of a level this deep</source>
        <translation>Un nombre de cette table dépend de la profondeur&#xa0;: les probabilités sont celles d&apos;un niveau à cette profondeur</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="164"/>
        <source>A number or any text; the same seed rolls the same results, as permadungeon-cli table does</source>
        <translation>Un nombre ou un texte quelconque&#xa0;; la même graine tire les mêmes résultats, comme permadungeon-cli table</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="167"/>
        <source>Roll</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="199"/>
        <source>Choose a table to see its odds.</source>
        <translation>Choisissez une table pour voir ses probabilités.</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="207"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — no odds while it has problems</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — pas de probabilités tant qu&apos;elle a des problèmes</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="214"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="217"/>
        <source>weighted, total %1</source>
        <translation>pondérée, total %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="218"/>
        <source>rolled on %1</source>
        <translation>tirée sur %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="225"/>
        <source>No odds while the table has a problem: %1</source>
        <translation>Pas de probabilités tant que la table a un problème&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="229"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="235"/>
        <source>(no row: a gap)</source>
        <translation>(aucune ligne&#xa0;: un trou)</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="238"/>
        <source>Final results, through nested tables</source>
        <translation>Résultats finaux, à travers les tables imbriquées</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="241"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="242"/>
        <source>expected %1</source>
        <translation>attendu %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="245"/>
        <source>Whole outcomes of one roll</source>
        <translation>Issues complètes d&apos;un tirage</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="247"/>
        <location filename="../editor/tables/OddsDock.cpp" line="271"/>
        <source>(nothing)</source>
        <translation>(rien)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/OddsDock.cpp" line="253"/>
        <source>More than %n whole outcomes: only each result&apos;s own odds are shown.</source>
        <translation>
            <numerusform>Plus de %n issue complète&#xa0;: seules les probabilités propres à chaque résultat sont montrées.</numerusform>
            <numerusform>Plus de %n issues complètes&#xa0;: seules les probabilités propres à chaque résultat sont montrées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="269"/>
        <source>#%1: %2</source>
        <translation>n°%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="279"/>
        <source>%1: rolled %2, row %3</source>
        <translation>%1&#xa0;: tiré %2, ligne %3</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="280"/>
        <source>%1: rolled %2, no row</source>
        <translation>%1&#xa0;: tiré %2, aucune ligne</translation>
    </message>
</context>
<context>
    <name>pd::PackFileController</name>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="101"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="102"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un pack &amp;récent</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="104"/>
        <source>&amp;New pack…</source>
        <translation>&amp;Nouveau pack…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="105"/>
        <source>&amp;Open pack…</source>
        <translation>&amp;Ouvrir un pack…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="106"/>
        <source>&amp;Save pack</source>
        <translation>&amp;Enregistrer le pack</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="107"/>
        <source>Save pack &amp;as…</source>
        <translation>Enregistrer le pack &amp;sous…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="108"/>
        <source>Re&amp;vert to saved</source>
        <translation>Re&amp;venir à la version enregistrée</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="109"/>
        <source>&amp;Export pack as zip…</source>
        <translation>E&amp;xporter le pack en zip…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="110"/>
        <source>&amp;Import zip as a new pack…</source>
        <translation>&amp;Importer un zip comme nouveau pack…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="143"/>
        <location filename="../editor/workspace/PackFileController.cpp" line="186"/>
        <source>Open pack</source>
        <translation>Ouvrir un pack</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="143"/>
        <source>Cannot open the pack: %1</source>
        <translation>Impossible d&apos;ouvrir le pack&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="165"/>
        <source>The last save of %1 was stopped half-way; it has been finished now (%2).</source>
        <translation>Le dernier enregistrement de %1 s&apos;est arrêté à mi-chemin&#xa0;; il vient d&apos;être achevé (%2).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="169"/>
        <source>The last save of %1 was stopped before it was written; the files are as they were before it (%2).</source>
        <translation>Le dernier enregistrement de %1 s&apos;est arrêté avant d&apos;être écrit&#xa0;; les fichiers sont tels qu&apos;avant (%2).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="174"/>
        <source>Another program is saving %1 now; what was read may change when it is done.</source>
        <translation>Un autre programme enregistre %1 en ce moment&#xa0;; ce qui a été lu peut changer quand il aura fini.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="178"/>
        <source>The last save of %1 was stopped half-way and cannot be finished: %2</source>
        <translation>Le dernier enregistrement de %1 s&apos;est arrêté à mi-chemin et ne peut pas être achevé&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="196"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="197"/>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 a des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/PackFileController.cpp" line="222"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n de plus</numerusform>
            <numerusform>… et %n de plus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="226"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/PackFileController.cpp" line="229"/>
        <source>%n problem(s): %1</source>
        <translation>
            <numerusform>%n problème&#xa0;: %1</numerusform>
            <numerusform>%n problèmes&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="233"/>
        <source>%1 anyway</source>
        <translation>%1 quand même</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="246"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="246"/>
        <source>save the pack anyway?</source>
        <translation>enregistrer le pack quand même&#xa0;?</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="260"/>
        <source>Not saved: another program changed %1 on disk since it was read.</source>
        <translation>Non enregistré&#xa0;: un autre programme a modifié %1 sur le disque depuis sa lecture.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="272"/>
        <source>Save pack</source>
        <translation>Enregistrer le pack</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="273"/>
        <source>Nothing was lost, but the pack could not be saved: %1</source>
        <translation>Rien n&apos;est perdu, mais le pack n&apos;a pas pu être enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="282"/>
        <source>Nothing to save: the files in %1 are as shown.</source>
        <translation>Rien à enregistrer&#xa0;: les fichiers de %1 sont tels qu&apos;affichés.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="284"/>
        <source>Saved %1 in %2.</source>
        <translation>%1 enregistré dans %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/PackFileController.cpp" line="288"/>
        <location filename="../editor/workspace/PackFileController.cpp" line="386"/>
        <source>It has %n problem(s).</source>
        <translation>
            <numerusform>Il a %n problème.</numerusform>
            <numerusform>Il a %n problèmes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="295"/>
        <source>Save pack as (a new folder)</source>
        <translation>Enregistrer le pack sous (un nouveau dossier)</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="306"/>
        <source>%1 is open in another Permadungeon window (process %2).</source>
        <translation>%1 est ouvert dans une autre fenêtre de Permadungeon (processus %2).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="310"/>
        <source>%1 cannot be written: %2</source>
        <translation>Impossible d&apos;écrire dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="313"/>
        <source>Save pack as</source>
        <translation>Enregistrer le pack sous</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="319"/>
        <source>Saved the pack in %1.</source>
        <translation>Pack enregistré dans %1.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="326"/>
        <source>Revert</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="327"/>
        <source>Drop every change since the pack was saved?</source>
        <translation>Abandonner toutes les modifications depuis le dernier enregistrement du pack&#xa0;?</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="351"/>
        <source>New pack</source>
        <translation>Nouveau pack</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="351"/>
        <source>The pack was not made: %1</source>
        <translation>Le pack n&apos;a pas été créé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="356"/>
        <source>Made the pack %1 in %2.</source>
        <translation>Pack %1 créé dans %2.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="365"/>
        <source>Open a pack folder</source>
        <translation>Ouvrir un dossier de pack</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/PackFileController.cpp" line="383"/>
        <source>Exported %n files to %1 (%2)</source>
        <translation>
            <numerusform>%n fichier exporté vers %1 (%2)</numerusform>
            <numerusform>%n fichiers exportés vers %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="401"/>
        <source>Removed %1, left by an import that was stopped half-way.</source>
        <translation>%1 supprimé, laissé par une importation interrompue à mi-chemin.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/PackFileController.cpp" line="418"/>
        <source>Imported %n files from %1 into %2</source>
        <translation>
            <numerusform>%n fichier importé de %1 dans %2</numerusform>
            <numerusform>%n fichiers importés de %1 dans %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="440"/>
        <location filename="../editor/workspace/PackFileController.cpp" line="455"/>
        <location filename="../editor/workspace/PackFileController.cpp" line="462"/>
        <source>Export pack as zip</source>
        <translation>Exporter le pack en zip</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="441"/>
        <source>The zip holds the saved files. Save the changes to %1 first?</source>
        <translation>Le zip contient les fichiers enregistrés. Enregistrer d&apos;abord les modifications de %1&#xa0;?</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="446"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="446"/>
        <source>export the pack anyway?</source>
        <translation>exporter le pack quand même&#xa0;?</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="456"/>
        <location filename="../editor/workspace/PackFileController.cpp" line="476"/>
        <source>Zip archives (*.zip)</source>
        <translation>Archives zip (*.zip)</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="463"/>
        <source>The zip was not written; nothing else changed.</source>
        <translation>Le zip n&apos;a pas été écrit&#xa0;; rien d&apos;autre n&apos;a changé.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="475"/>
        <location filename="../editor/workspace/PackFileController.cpp" line="495"/>
        <source>Import a zip as a new pack</source>
        <translation>Importer un zip comme nouveau pack</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="488"/>
        <source>New pack folder for the zip</source>
        <translation>Dossier du nouveau pack pour le zip</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="496"/>
        <source>%1 was not imported; nothing was written.</source>
        <translation>%1 n&apos;a pas été importé&#xa0;; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="556"/>
        <source>Unsaved changes cannot be kept aside in case of a crash: %1. Save the pack to keep them.</source>
        <translation>Les modifications non enregistrées ne peuvent pas être mises de côté en cas de plantage&#xa0;: %1. Enregistrez le pack pour les garder.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="579"/>
        <source>Unsaved changes found</source>
        <translation>Modifications non enregistrées trouvées</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="580"/>
        <source>%1 was not saved last time (the program may have stopped). Restore those changes?</source>
        <translation>%1 n&apos;a pas été enregistré la dernière fois (le programme s&apos;est peut-être arrêté). Restaurer ces modifications&#xa0;?</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="606"/>
        <source>Restore unsaved changes</source>
        <translation>Restaurer les modifications non enregistrées</translation>
    </message>
</context>
<context>
    <name>pd::PackFilesDock</name>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="75"/>
        <source>Pack</source>
        <translation>Pack</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="76"/>
        <source>Files of the pack</source>
        <translation>Fichiers du pack</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="77"/>
        <source>Ruleset: the game&apos;s variants</source>
        <translation>Règles&#xa0;: les variantes du jeu</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="78"/>
        <source>Manifest: name, version, dependencies</source>
        <translation>Manifeste&#xa0;: nom, version, dépendances</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="79"/>
        <source>Tileset: glyphs, colours, sprites</source>
        <translation>Jeu de tuiles&#xa0;: glyphes, couleurs, sprites</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="79"/>
        <source>Sounds and music</source>
        <translation>Sons et musique</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="104"/>
        <source>Translation: %1</source>
        <translation>Traduction&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="105"/>
        <source>Translation: %1 (%2)</source>
        <translation>Traduction&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="119"/>
        <source>%1 (not valid JSON)</source>
        <translation>%1 (JSON non valide)</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="121"/>
        <source>%1 (not in this pack)</source>
        <translation>%1 (absent de ce pack)</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="123"/>
        <source>%1: not valid JSON (see Problems)</source>
        <translation>%1&#xa0;: JSON non valide (voir Problèmes)</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="124"/>
        <source>%1: not in this pack</source>
        <translation>%1&#xa0;: absent de ce pack</translation>
    </message>
</context>
<context>
    <name>pd::PackFolderGuard</name>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="51"/>
        <source>Kept your changes to %1: saving writes them over the other program&apos;s.</source>
        <translation>Vos modifications de %1 sont gardées&#xa0;: l&apos;enregistrement les écrit par-dessus celles de l&apos;autre programme.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="68"/>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="69"/>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="127"/>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="70"/>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="162"/>
        <source>Keep mine</source>
        <translation>Garder ma version</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="71"/>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="85"/>
        <source>%1 is open in Permadungeon on %2 (process %3); you can look at it and Save As a copy.</source>
        <translation>%1 est ouvert dans Permadungeon sur %2 (processus %3)&#xa0;; vous pouvez le consulter et en enregistrer une copie («&#xa0;Enregistrer sous&#xa0;»).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="90"/>
        <source>%1 is open in another Permadungeon window (process %2); you can look at it and Save As a copy.</source>
        <translation>%1 est ouvert dans une autre fenêtre de Permadungeon (processus %2)&#xa0;; vous pouvez le consulter et en enregistrer une copie («&#xa0;Enregistrer sous&#xa0;»).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="96"/>
        <source>%1 cannot be saved in its folder (%2); you can look at it and Save As a copy.</source>
        <translation>%1 ne peut pas être enregistré dans son dossier (%2)&#xa0;; vous pouvez le consulter et en enregistrer une copie («&#xa0;Enregistrer sous&#xa0;»).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="103"/>
        <source>%1 can be saved now.</source>
        <translation>%1 peut maintenant être enregistré.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="126"/>
        <source>Another program changed %1 on disk.</source>
        <translation>Un autre programme a modifié %1 sur le disque.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="130"/>
        <source>Another program changed %1 on disk, and you changed %2 here: Reload theirs drops your changes there (Undo brings them back); Keep mine writes yours over theirs at the next save.</source>
        <translation>Un autre programme a modifié %1 sur le disque, et vous avez modifié %2 ici&#xa0;: «&#xa0;Recharger leur version&#xa0;» abandonne vos modifications (Annuler les rétablit)&#xa0;; «&#xa0;Garder ma version&#xa0;» écrit la vôtre par-dessus la leur au prochain enregistrement.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="134"/>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="160"/>
        <source>Reload theirs</source>
        <translation>Recharger leur version</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="143"/>
        <source>Reload %1</source>
        <translation>Recharger %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="146"/>
        <source>Reloaded %1 from disk (Undo brings back what was here).</source>
        <translation>%1 rechargé depuis le disque (Annuler rétablit ce qui était ici).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="152"/>
        <source>Save pack</source>
        <translation>Enregistrer le pack</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="153"/>
        <source>Another program changed %1 on disk since it was read here; nothing was saved.</source>
        <translation>Un autre programme a modifié %1 sur le disque depuis sa lecture ici&#xa0;; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="158"/>
        <source>Reload theirs reads those files again and drops your changes to them (Undo brings them back). Keep mine saves yours over theirs.</source>
        <translation>«&#xa0;Recharger leur version&#xa0;» relit ces fichiers et abandonne vos modifications (Annuler les rétablit). «&#xa0;Garder ma version&#xa0;» enregistre la vôtre par-dessus la leur.</translation>
    </message>
</context>
<context>
    <name>pd::PlaytestDock</name>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="349"/>
        <source>Playtest</source>
        <translation>Test de jeu</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="350"/>
        <source> runs</source>
        <translation> parties</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="351"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="382"/>
        <source>Runs played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="352"/>
        <source>How many runs the bot plays (more runs, narrower noise)</source>
        <translation>Combien de parties le bot joue (plus de parties, moins de bruit)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="353"/>
        <source> turns</source>
        <translation> tours</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="354"/>
        <source>Turns per run</source>
        <translation>Tours par partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="355"/>
        <source>A run still going at this turn stops there</source>
        <translation>Une partie encore en cours à ce tour s’arrête là</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="356"/>
        <source>seed </source>
        <translation>graine </translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="357"/>
        <source>Seed of the runs</source>
        <translation>Graine des parties</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="358"/>
        <source>Run i plays a game seed drawn from this one, as permadungeon-cli bot --seed does</source>
        <translation>La partie i joue une graine tirée de celle-ci, comme permadungeon-cli bot --seed</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="360"/>
        <source>Compare with:</source>
        <translation>Comparer avec&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="361"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="362"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="595"/>
        <source>the saved file</source>
        <translation>le fichier enregistré</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="363"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="595"/>
        <source>the pinned results</source>
        <translation>les résultats épinglés</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="364"/>
        <source>&amp;Pin these results</source>
        <translation>É&amp;pingler ces résultats</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="366"/>
        <source>Keep the runs now as the baseline that the runs after your next edits are compared with</source>
        <translation>Garder les parties actuelles comme référence pour les parties après vos prochaines modifications</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="368"/>
        <source>Play again after each edit</source>
        <translation>Rejouer après chaque modification</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="369"/>
        <source>&amp;Large</source>
        <translation>&amp;Grand</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="371"/>
        <source>The dock over the window at most of the screen; again to put it back</source>
        <translation>Le dock en grand au-dessus de la fenêtre&#xa0;; à nouveau pour le remettre</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="372"/>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="373"/>
        <source>Results of the runs</source>
        <translation>Résultats des parties</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="374"/>
        <source>Charts of the runs</source>
        <translation>Graphiques des parties</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="375"/>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="376"/>
        <source>Runs</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="378"/>
        <source>Figures compared with the baseline</source>
        <translation>Mesures comparées à la référence</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="379"/>
        <source>Run</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="379"/>
        <source>Game seed</source>
        <translation>Graine de la partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="379"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="380"/>
        <source>Cause of death</source>
        <translation>Cause de la mort</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="380"/>
        <source>Reached</source>
        <translation>Atteint</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="380"/>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="381"/>
        <source>XP</source>
        <translation>XP</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="381"/>
        <source>Kills</source>
        <translation>Victimes</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="384"/>
        <source>Enter or a double-click watches the run in the Game tab</source>
        <translation>Entrée ou un double-clic montre la partie dans l’onglet Jeu</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="385"/>
        <source>&amp;Watch in the Game tab</source>
        <translation>&amp;Regarder dans l’onglet Jeu</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="386"/>
        <source>Copy the &amp;trace command</source>
        <translation>Copier la commande de &amp;trace</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="387"/>
        <source>permadungeon-cli bot … --trace: every command of the run with what the game answered (the saved pack&apos;s)</source>
        <translation>permadungeon-cli bot … --trace&#xa0;: chaque commande de la partie et la réponse du jeu (pour le pack enregistré)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="389"/>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="390"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="714"/>
        <source>Deaths by depth</source>
        <translation>Morts par profondeur</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="391"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="719"/>
        <source>Deepest depth reached</source>
        <translation>Profondeur maximale atteinte</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="392"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="730"/>
        <source>Turns spent per depth (median)</source>
        <translation>Tours passés par profondeur (médiane)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="393"/>
        <source>HP on arriving (median)</source>
        <translation>PV à l’arrivée (médiane)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="394"/>
        <source>Damage taken per run, by monster</source>
        <translation>Dégâts subis par partie, par monstre</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="395"/>
        <source>XP by turn (median)</source>
        <translation>XP par tour (médiane)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="396"/>
        <source>Gold by turn (median)</source>
        <translation>Or par tour (médiane)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="397"/>
        <source>Items used per run</source>
        <translation>Objets utilisés par partie</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="399"/>
        <source>baseline</source>
        <translation>référence</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="400"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="765"/>
        <source>No runs yet</source>
        <translation>Pas encore de parties</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="506"/>
        <source>Open a pack to playtest it.</source>
        <translation>Ouvrez un pack pour le tester.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="511"/>
        <source>The pack has errors (see Problems): the bot plays it once they are fixed.</source>
        <translation>Le pack a des erreurs (voir Problèmes)&#xa0;: le bot le jouera une fois corrigées.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="633"/>
        <source>%1 of %2 runs</source>
        <translation>%1 parties sur %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="634"/>
        <source>%1 runs</source>
        <translation>%1 parties</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="635"/>
        <source>not played</source>
        <translation>pas joué</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="636"/>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="636"/>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="644"/>
        <source>The pack changed: the runs of the pack before were stopped.</source>
        <translation>Le pack a changé&#xa0;: les parties du pack précédent ont été arrêtées.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="645"/>
        <source>The pack changed since these runs: they are of the pack before.</source>
        <translation>Le pack a changé depuis ces parties&#xa0;: elles sont du pack précédent.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="648"/>
        <source>Playing…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="649"/>
        <source>Run plays the pack as it is here, saved or not, with the bot of permadungeon-cli bot.</source>
        <translation>Lancer joue le pack tel qu’il est ici, enregistré ou non, avec le bot de permadungeon-cli bot.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="663"/>
        <source>No significant difference from %1: every difference is within the noise of %2 runs.</source>
        <translation>Aucun écart net avec %1&#xa0;: chaque écart reste dans le bruit de %2 parties.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="668"/>
        <source>Against %1, outside the noise:</source>
        <translation>Par rapport à %1, hors du bruit&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="671"/>
        <source>Compared with %1 once all runs are in.</source>
        <translation>Comparé avec %1 une fois toutes les parties jouées.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="673"/>
        <source>Nothing pinned yet: Pin these results keeps the runs now as the baseline.</source>
        <translation>Rien d’épinglé&#xa0;: Épingler ces résultats garde les parties actuelles comme référence.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="714"/>
        <source>Deaths by room</source>
        <translation>Morts par salle</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="719"/>
        <source>Rooms reached</source>
        <translation>Salles atteintes</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="729"/>
        <source>Turns spent per room (median)</source>
        <translation>Tours passés par salle (médiane)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="735"/>
        <source>%1 on arriving (median)</source>
        <translation>%1 à l’arrivée (médiane)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="748"/>
        <source>%1 lost per run, by monster</source>
        <translation>%1 perdus par partie, par monstre</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="765"/>
        <source>No run had any gold</source>
        <translation>Aucune partie n’a eu d’or</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="776"/>
        <source>No item was used</source>
        <translation>Aucun objet n’a été utilisé</translation>
    </message>
</context>
<context>
    <name>pd::ProblemsDock</name>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="126"/>
        <location filename="../editor/docks/ProblemsDock.cpp" line="209"/>
        <source>Use “%1”</source>
        <translation>Utiliser «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="134"/>
        <source>&amp;Show</source>
        <translation>&amp;Montrer</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="170"/>
        <location filename="../editor/docks/ProblemsDock.cpp" line="171"/>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="172"/>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="172"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="172"/>
        <source>Quick fix</source>
        <translation>Correction rapide</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="173"/>
        <source>Apply the quick fix</source>
        <translation>Appliquer la correction rapide</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="175"/>
        <source>The record and the place in it; hover for the file, line and column</source>
        <translation>La fiche et l&apos;endroit concerné&#xa0;; survolez pour le fichier, la ligne et la colonne</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="176"/>
        <source>checking…</source>
        <translation>vérification…</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="177"/>
        <source>The pack is being checked again after the last change; the list is brought up to date when that is done</source>
        <translation>Le pack est revérifié après la dernière modification&#xa0;; la liste sera mise à jour ensuite</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="210"/>
        <source>Replace “%1” with “%2” (one click, or Ctrl+.; Ctrl+Z takes it back)</source>
        <translation>Remplacer «&#xa0;%1&#xa0;» par «&#xa0;%2&#xa0;» (un clic, ou Ctrl+.&#xa0;; Ctrl+Z l’annule)</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="222"/>
        <source>No problems.</source>
        <translation>Aucun problème.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/ProblemsDock.cpp" line="223"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/ProblemsDock.cpp" line="224"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="259"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/ProblemsDock.cpp" line="261"/>
        <source>%n text(s) not translated into %1, the first: %2</source>
        <translation>
            <numerusform>%n texte non traduit en %1, le premier&#xa0;: %2</numerusform>
            <numerusform>%n textes non traduits en %1, le premier&#xa0;: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="265"/>
        <source>The Languages dock lists them; each record&apos;s form has a line for its texts in %1.</source>
        <translation>Le dock Langues les liste&#xa0;; la fiche de chaque enregistrement a une ligne pour ses textes en %1.</translation>
    </message>
</context>
<context>
    <name>pd::RecordActions</name>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="152"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="154"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="154"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="155"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="155"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="157"/>
        <location filename="../editor/workspace/RecordActions.cpp" line="244"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="157"/>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="158"/>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="158"/>
        <location filename="../editor/workspace/RecordActions.cpp" line="321"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="159"/>
        <source>&amp;Find in pack…</source>
        <translation>Rec&amp;hercher dans le pack…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="245"/>
        <source>%1 does not parse: mend it first (see Problems).</source>
        <translation>%1 n&apos;est pas lisible&#xa0;: réparez-le d&apos;abord (voir Problèmes).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="271"/>
        <location filename="../editor/workspace/RecordActions.cpp" line="278"/>
        <source>Add %1</source>
        <translation>Ajouter&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="296"/>
        <source>Duplicate %1</source>
        <translation>Dupliquer %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="311"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="312"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/RecordActions.cpp" line="322"/>
        <source>&quot;%1&quot; is used by %n place(s).</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» est utilisé à %n endroit.</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» est utilisé à %n endroits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/RecordActions.cpp" line="327"/>
        <source>%n table row(s) that give it</source>
        <translation>
            <numerusform>%n ligne de table qui le donne</numerusform>
            <numerusform>%n lignes de table qui le donnent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/RecordActions.cpp" line="329"/>
        <source>%n other reference(s) to it</source>
        <translation>
            <numerusform>%n autre référence</numerusform>
            <numerusform>%n autres références</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="331"/>
        <source>Delete it with %1 in one step (Ctrl+Z brings all back), or keep it and change them first:</source>
        <translation>Le supprimer avec %1 en une étape (Ctrl+Z rétablit tout), ou le garder et les modifier d’abord&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="333"/>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="336"/>
        <source>&amp;Delete with references</source>
        <translation>&amp;Supprimer avec les références</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="337"/>
        <source>&amp;Keep</source>
        <translation>&amp;Garder</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/RecordActions.cpp" line="344"/>
        <source>&quot;%1&quot; is used by %n place(s), so it is kept.</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» est utilisé à %n endroit, il est donc conservé.</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» est utilisé à %n endroits, il est donc conservé.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="350"/>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/RecordActions.cpp" line="355"/>
        <source>Deleted %1 and %n reference(s) to it (Ctrl+Z brings them back).</source>
        <translation>
            <numerusform>%1 et %n référence supprimés (Ctrl+Z les rétablit).</numerusform>
            <numerusform>%1 et %n références supprimés (Ctrl+Z les rétablit).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="358"/>
        <source>Deleted %1 (Ctrl+Z brings it back).</source>
        <translation>%1 supprimé (Ctrl+Z le rétablit).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="366"/>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="370"/>
        <source>Rename %1 to %2</source>
        <translation>Renommer %1 en %2</translation>
    </message>
</context>
<context>
    <name>pd::RecordForm</name>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="106"/>
        <source>(missing)</source>
        <translation>(absent)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="109"/>
        <source>(default: %1)</source>
        <translation>(par défaut&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="110"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="125"/>
        <location filename="../editor/records/RecordForm.cpp" line="195"/>
        <source>Fields of the record</source>
        <translation>Champs de la fiche</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="341"/>
        <source>How the map draws it: in the tile look, then the glyph look (its glyph and color, or the tileset&apos;s tile of its id)</source>
        <translation>Comment la carte le dessine&#xa0;: en apparence tuiles, puis en apparence glyphes (son glyphe et sa couleur, ou la tuile du jeu de tuiles pour son identifiant)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="343"/>
        <source>Edit look…</source>
        <translation>Modifier l&apos;apparence…</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="345"/>
        <source>Its tile in the Tileset dock: glyph, colours and a sprite</source>
        <translation>Sa tuile dans le dock Jeu de tuiles&#xa0;: glyphe, couleurs et un sprite</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="386"/>
        <source>What the hero carries from the first turn: an item of the pack and how many, per line.</source>
        <translation>Ce que le héros porte dès le premier tour&#xa0;: un objet du pack et combien, par ligne.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="429"/>
        <source>(choose one)</source>
        <translation>(en choisir un)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="521"/>
        <source>ids, separated by commas</source>
        <translation>identifiants, séparés par des virgules</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="523"/>
        <source>e.g. haste turns=12; slow on=bolt turns=10</source>
        <translation>p. ex. haste turns=12; slow on=bolt turns=10</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="525"/>
        <source>names, separated by commas</source>
        <translation>noms, séparés par des virgules</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="529"/>
        <source>whole numbers, separated by commas</source>
        <translation>nombres entiers, séparés par des virgules</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="530"/>
        <source>%1 when empty; whole numbers, separated by commas</source>
        <translation>%1 si vide&#xa0;; nombres entiers, séparés par des virgules</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="534"/>
        <source>a number or dice, e.g. 2d6+3</source>
        <translation>un nombre ou des dés, p. ex. 2d6+3</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="535"/>
        <source>%1 when empty; a number or dice, e.g. 2d6+3</source>
        <translation>%1 si vide&#xa0;; un nombre ou des dés, p. ex. 2d6+3</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="537"/>
        <source>%1 when empty</source>
        <translation>%1 si vide</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="577"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="578"/>
        <source>Tick the records this list holds, from the pack&apos;s</source>
        <translation>Cochez les fiches du pack que cette liste contient</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="579"/>
        <source>Choose %1</source>
        <translation>Choisir %1</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="597"/>
        <source>(the pack has none)</source>
        <translation>(le pack n’en a aucun)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="612"/>
        <location filename="../editor/records/RecordForm.cpp" line="832"/>
        <source>Change %1 of %2</source>
        <translation>Modifier %1 de %2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="641"/>
        <source>&lt;b&gt;Manifest&lt;/b&gt; — the pack&apos;s name, description and version, as New game shows them; its dependencies are in the JSON dock</source>
        <translation>&lt;b&gt;Manifeste&lt;/b&gt; — le nom, la description et la version du pack, tels que Nouvelle partie les montre&#xa0;; ses dépendances sont dans le dock JSON</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="643"/>
        <source>&lt;b&gt;Ruleset&lt;/b&gt; — the rule variants this pack plays by, its depth bands and what the hero starts with</source>
        <translation>&lt;b&gt;Règles&lt;/b&gt; — les variantes de règles de ce pack, ses tranches de profondeur et ce avec quoi le héros commence</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="316"/>
        <source>Left empty: %1.</source>
        <translation>Laissé vide&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="328"/>
        <source>Per range of depths: the generator table and the tables and counts that fill a level. The bands must cover every depth from 1 to dungeon/depth, without overlap.</source>
        <translation>Par plage de profondeurs&#xa0;: la table du générateur, et les tables et nombres qui remplissent un niveau. Les tranches doivent couvrir chaque profondeur de 1 à dungeon/depth, sans chevauchement.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="770"/>
        <source>restricts %1 · restricted by %2</source>
        <translation>domine %1 · dominé par %2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="772"/>
        <location filename="../editor/records/RecordForm.cpp" line="773"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="797"/>
        <source>Required.</source>
        <translation>Obligatoire.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="799"/>
        <source>Required when %1 is %2.</source>
        <translation>Obligatoire quand %1 vaut %2.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="802"/>
        <source>Required for %1.</source>
        <translation>Obligatoire pour %1.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="858"/>
        <source>Change kind of %1</source>
        <translation>Modifier le type de %1</translation>
    </message>
</context>
<context>
    <name>pd::RecordListDock</name>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="248"/>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="251"/>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="254"/>
        <source>Spells</source>
        <translation>Sorts</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="257"/>
        <source>Monsters</source>
        <translation>Monstres</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="260"/>
        <source>Traps</source>
        <translation>Pièges</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="263"/>
        <location filename="../editor/docks/RecordListDock.cpp" line="264"/>
        <source>Search ids and names</source>
        <translation>Chercher parmi les identifiants et les noms</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="267"/>
        <source>More actions</source>
        <translation>Autres actions</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="270"/>
        <source>Filter</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="271"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="272"/>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="273"/>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="274"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="279"/>
        <source>Add a new %1 to the pack</source>
        <translation>Ajouter un nouvel élément au pack&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="295"/>
        <source>All kinds</source>
        <translation>Tous les types</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="295"/>
        <location filename="../editor/docks/RecordListDock.cpp" line="297"/>
        <source>All tiers</source>
        <translation>Tous les rangs</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="296"/>
        <location filename="../editor/docks/RecordListDock.cpp" line="297"/>
        <source>All elements</source>
        <translation>Tous les éléments</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="296"/>
        <source>All types</source>
        <translation>Tous les genres</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="330"/>
        <source>%1  (%2)</source>
        <comment>a record&apos;s name, then in the reader&apos;s language</comment>
        <translation>%1  (%2)</translation>
    </message>
</context>
<context>
    <name>pd::RecordSchema</name>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="22"/>
        <source>The name the game shows (any text).</source>
        <translation>Le nom que le jeu affiche (texte libre).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="27"/>
        <source>Its quality, 1 to 3 (higher is better).</source>
        <translation>Sa qualité, de 1 à 3 (plus haut est meilleur).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="29"/>
        <source>A line the game shows about it.</source>
        <translation>Une ligne que le jeu affiche à son sujet.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="31"/>
        <source>Medicine: the HP and MP it gives back when used (whole numbers; at least one above 0).</source>
        <translation>Remède&#xa0;: les PV et PM qu&apos;il rend à l&apos;usage (nombres entiers&#xa0;; au moins un au-dessus de 0).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="35"/>
        <source>Equipment: what it adds to the attributes while worn (whole numbers, -1000 to 1000).</source>
        <translation>Équipement&#xa0;: ce qu&apos;il ajoute aux attributs quand il est porté (nombres entiers, -1000 à 1000).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="47"/>
        <source>Weapon: melee (fights next to the hero) or ranged (shoots).</source>
        <translation>Arme&#xa0;: melee (combat au contact du héros) ou ranged (tire).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="49"/>
        <source>Ranged weapon: how far a shot reaches; thrown: how far it flies (cells, 1 to 30).</source>
        <translation>Arme à distance : la portée d&apos;un tir ; arme de jet : jusqu&apos;où elle vole (cases, 1 à 30).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="53"/>
        <source>Ranged weapon: the damage of a shot; thrown: of a hit (HP, dice or a whole number).</source>
        <translation>Arme à distance : les dégâts d&apos;un tir ; arme de jet : d&apos;un coup (PV, dés ou un nombre entier).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="57"/>
        <source>Treasure: what picking it up gives, in gold (or XP when XP is health); dice or a whole number.</source>
        <translation>Trésor&#xa0;: ce que le ramasser rapporte, en or (ou en PX quand les PX sont la santé)&#xa0;; dés ou nombre entier.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="60"/>
        <source>How many fit in one inventory slot (1 to 999; 9 for medicine and scrolls, 20 for thrown, else 1, when left out).</source>
        <translation>Combien tiennent dans une case de l&apos;inventaire (1 à 999 ; sans valeur, 9 pour les remèdes et les parchemins, 20 pour les armes de jet, sinon 1).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="80"/>
        <source>The character that shows it on the map (one character).</source>
        <translation>Le caractère qui le représente sur la carte (un seul caractère).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="82"/>
        <source>Its colour on the map, as #rrggbb.</source>
        <translation>Sa couleur sur la carte, en #rrggbb.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="95"/>
        <source>attack (damage), heal (HP back), buff (raises an attribute), debuff (lowers one) or effect (does only its `effects`, on the map; needs at least one, takes no `power` or `rounds`, and is refused in a battle). It decides which fields apply.</source>
        <translation>attack (dégâts), heal (PV rendus), buff (élève un attribut), debuff (en baisse un) ou effect (ne fait que ses `effects`, sur la carte ; en demande au moins un, ne prend ni `power` ni `rounds`, et est refusé en combat). Il décide quels champs s&apos;appliquent.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="112"/>
        <source>Added to the power per point of the element the caster has (0 to 1000, in hundredths).</source>
        <translation>Ajouté à la puissance par point de l&apos;élément du lanceur (0 à 1000, en centièmes).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="89"/>
        <source>Its element: Water, Fire, Wood, Earth, Holy or Evil. Casting it gives points of this element.</source>
        <translation>Son élément&#xa0;: Water, Fire, Wood, Earth, Holy ou Evil. Le lancer rapporte des points de cet élément.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="23"/>
        <source>What sort of item it is: medicine, weapon, armour, shoes, treasure, chip, artefact, scroll, wand, thrown, key or ring. It decides which fields apply.</source>
        <translation>Le genre d&apos;objet&#xa0;: medicine, weapon, armour, shoes, treasure, chip, artefact, scroll, wand, thrown, key ou ring. Il décide des champs qui s&apos;appliquent.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="44"/>
        <source>Equipment: cells added to how far the hero&apos;s noise carries while it is worn (-10 to 10; below 0 quieter). Sleeping monsters within it may wake.</source>
        <translation>Équipement&#xa0;: cases ajoutées à la portée du bruit du héros tant qu&apos;il est porté (-10 à 10&#xa0;; en dessous de 0, plus discret). Les monstres endormis à portée peuvent se réveiller.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="73"/>
        <source>A wand&apos;s zaps when found (dice, 1 to 1000); a second wand of a kind adds its charges to the first.</source>
        <translation>Les charges d’une baguette trouvée (dés, 1 à 1000) ; une deuxième baguette de la même sorte ajoute ses charges à la première.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="77"/>
        <source>Turns per charge coming back (0 to 10000; 0: none, and the wand crumbles when spent). A staff is a wand that recharges.</source>
        <translation>Tours par charge qui revient (0 à 10000 ; 0 : aucune, et la baguette tombe en poussière une fois vide). Un bâton est une baguette qui se recharge.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="84"/>
        <source>Unidentified: a table whose rows&apos; texts are the looks such items take, shuffled per run (&quot;Murky potion&quot;); using one reveals its kind. The table needs a text row for each item that names it. Empty: always known.</source>
        <translation>Non identifié : une table dont les textes des lignes sont les apparences de ces objets, mélangées à chaque partie («&#xa0;Potion trouble&#xa0;») ; en utiliser un révèle sa sorte. La table doit avoir une ligne de texte par objet qui la nomme. Vide : toujours connu.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="92"/>
        <source>1 to 3: the element points needed to learn it grow with the level.</source>
        <translation>1 à 3&#xa0;: les points d&apos;élément nécessaires pour l&apos;apprendre augmentent avec le niveau.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="101"/>
        <source>What casting it costs, in MP (0 to 9999).</source>
        <translation>Ce que coûte son lancement, en PM (0 à 9999).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="102"/>
        <source>Attack: damage in HP; heal: HP given back; buff and debuff: the amount per attribute, or HP per round (0 to 99999).</source>
        <translation>Attack&#xa0;: dégâts en PV&#xa0;; heal&#xa0;: PV rendus&#xa0;; buff et debuff&#xa0;: la valeur par attribut, ou les PV par manche (0 à 99999).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="106"/>
        <source>Buff and debuff: how many battle rounds it lasts (1 to 99).</source>
        <translation>Buff et debuff&#xa0;: combien de manches de combat il dure (1 à 99).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="109"/>
        <source>Buff and debuff: what it changes (atk, def, hit, dop, cri, invincible, growing, silence, burning).</source>
        <translation>Buff et debuff&#xa0;: ce qu&apos;il modifie (atk, def, hit, dop, cri, invincible, growing, silence, burning).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="116"/>
        <source>On the map, after what its type does: effects apart by &quot;;&quot; (e.g. &quot;paralyse on=bolt turns=3&quot;); see an item&apos;s effects.</source>
        <translation>Sur la carte, après ce que fait son type : des effets séparés par «&#xa0;;&#xa0;» (p. ex. «&#xa0;paralyse on=bolt turns=3&#xa0;») ; voir les effets d’un objet.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="131"/>
        <source>Its element, if any: it knows that element&apos;s spells up to its level, and the element cycle applies to its hits.</source>
        <translation>Son élément, s&apos;il en a un&#xa0;: il connaît les sorts de cet élément jusqu&apos;à son niveau, et le cycle des éléments s&apos;applique à ses coups.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="134"/>
        <source>normal, leader or king: how strong it is among its race.</source>
        <translation>normal, leader ou king&#xa0;: sa force au sein de sa race.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="137"/>
        <source>1 to 3: the hero level it is made for, and the highest level of spell it knows.</source>
        <translation>1 à 3&#xa0;: le niveau de héros pour lequel il est fait, et le plus haut niveau de sort qu&apos;il connaît.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="141"/>
        <source>Its attributes: HP (required, above 0), MP, ATK, DEF, CRI, HIT, DOP; each a whole number or dice rolled when it appears.</source>
        <translation>Ses attributs&#xa0;: HP (obligatoire, au-dessus de 0), MP, ATK, DEF, CRI, HIT, DOP&#xa0;; chacun un nombre entier ou des dés lancés à son apparition.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="145"/>
        <source>Experience for killing it: a whole number, dice, or &quot;hp&quot; (as much as its HP).</source>
        <translation>L&apos;expérience pour l&apos;avoir tué&#xa0;: un nombre entier, des dés, ou «&#xa0;hp&#xa0;» (autant que ses PV).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="149"/>
        <source>An item it drops when it dies (an item id).</source>
        <translation>Un objet qu&apos;il lâche en mourant (un identifiant d&apos;objet).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="151"/>
        <source>How it moves: chase, wander, patrol-vertical, patrol-horizontal, guard, ranged or swarm.</source>
        <translation>Sa façon de se déplacer&#xa0;: chase, wander, patrol-vertical, patrol-horizontal, guard, ranged ou swarm.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="154"/>
        <source>How far it notices the hero, in cells (0 to 60).</source>
        <translation>La distance à laquelle il remarque le héros, en cases (0 à 60).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="156"/>
        <source>Energy per turn: 100 is the hero&apos;s pace, 200 acts twice a turn (10 to 1000).</source>
        <translation>Énergie par tour&#xa0;: 100 est l&apos;allure du héros, 200 agit deux fois par tour (10 à 1000).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="160"/>
        <source>How often it does anything on a turn it may act, in per cent (1 to 100).</source>
        <translation>La fréquence à laquelle il agit lors d&apos;un tour où il le peut, en pour cent (1 à 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="163"/>
        <source>The chance it is asleep when its level is made, in per cent (0 to 100).</source>
        <translation>La probabilité qu’il dorme quand son niveau est créé, en pour cent (0 à 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="166"/>
        <source>A ranged attacker: the damage of a shot, in HP (dice or a whole number).</source>
        <translation>Attaquant à distance&#xa0;: les dégâts d&apos;un tir, en PV (dés ou nombre entier).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="169"/>
        <source>A ranged attacker: how far it shoots, in cells (1 to 30).</source>
        <translation>Attaquant à distance&#xa0;: la portée de ses tirs, en cases (1 à 30).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="172"/>
        <source>A ranged attacker: the distance it keeps from the hero, in cells (0 to 30, at most its range).</source>
        <translation>Attaquant à distance&#xa0;: la distance qu&apos;il garde avec le héros, en cases (0 à 30, au plus sa portée).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="175"/>
        <source>It flees below this share of its HP, in per cent (0: never).</source>
        <translation>Il fuit sous cette part de ses PV, en pour cent (0&#xa0;: jamais).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="178"/>
        <source>A point of HP comes back every this many of its turns (0: never).</source>
        <translation>Un PV revient tous les tant de ses tours (0 : jamais).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="65"/>
        <source>What using it does, in order, apart by &quot;;&quot;: an effect (haste, slow, teleport, damage, poison, ...) then key=value: on=self, bolt, view or around, turns=1..1000, amount=dice, radius=1..30, monster=id, count=1..20, status=a gas&apos;s status, power=1..1000. E.g. &quot;damage on=bolt amount=3d6; knockback on=bolt amount=2&quot;.</source>
        <translation>Ce que fait son usage, dans l’ordre, séparé par «&#xa0;;&#xa0;» : un effet (haste, slow, teleport, damage, poison, …) puis clé=valeur : on=self, bolt, view ou around, turns=1..1000, amount=dés, radius=1..30, monster=id, count=1..20, status=l&apos;état d&apos;un gaz, power=1..1000. P. ex. «&#xa0;damage on=bolt amount=3d6; knockback on=bolt amount=2&#xa0;».</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="39"/>
        <source>Melee weapon: held in both hands, so no ranged weapon is worn with it; putting on either puts the other in the pack (true or false; default false).</source>
        <translation>Arme de corps à corps&#xa0;: tenue à deux mains, aucune arme à distance ne se porte avec&#xa0;; prendre l&apos;une range l&apos;autre dans le sac (true ou false&#xa0;; par défaut false).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="120"/>
        <source>Its family: monsters of a race are shown and counted together, and it picks the figure the map draws: hero, goblin, archer, zombie, ghoul, rat (vermin), fungus, golem, mimic, jackal (dog, wolf, hound), bat, spider, snake (serpent, eel), skeleton, ghost (shade), wraith, wisp, jelly (slime, ooze), bloat, drake (wyrm), dragon, kobold (imp), ogre (troll), shaman (cultist, necromancer), lich, beetle (centipede, insect), eye, orc or knight; a race of several words is drawn as its last such word (fire-drake); any other race as a plain creature.</source>
        <translation>Sa famille : les monstres d&apos;une race sont montrés et comptés ensemble, et elle choisit la figure que la carte dessine : hero, goblin, archer, zombie, ghoul, rat (vermin), fungus, golem, mimic, jackal (dog, wolf, hound), bat, spider, snake (serpent, eel), skeleton, ghost (shade), wraith, wisp, jelly (slime, ooze), bloat, drake (wyrm), dragon, kobold (imp), ogre (troll), shaman (cultist, necromancer), lich, beetle (centipede, insect), eye, orc ou knight ; une race de plusieurs mots est dessinée comme son dernier mot connu (fire-drake) ; toute autre race comme une simple créature.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="181"/>
        <source>At most two tricks apart by &quot;;&quot; (e.g. &quot;steal; explode amount=3d6 radius=1&quot;): steal, explode, split, breath, summon, invisible, pack, phase, strike. A breath fills a line, or with shape=cone a cone aimed at the hero; a strike gives the hero a status with each blow that lands (&quot;strike status=poison turns=5 amount=2&quot;).</source>
        <translation>Au plus deux ruses séparées par «&#xa0;;&#xa0;» (p. ex. «&#xa0;steal; explode amount=3d6 radius=1&#xa0;») : steal, explode, split, breath, summon, invisible, pack, phase, strike. Un souffle remplit une ligne, ou avec shape=cone un cône visant le héros ; un strike donne au héros un état à chaque coup qui porte («&#xa0;strike status=poison turns=5 amount=2&#xa0;»).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="188"/>
        <source>Whether it rolls a character (rage, calm or timid) when it appears.</source>
        <translation>S&apos;il tire un caractère (rage, calm ou timid) à son apparition.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="191"/>
        <source>The spells it knows (spell ids, separated by commas), instead of its element&apos;s up to its level.</source>
        <translation>Les sorts qu&apos;il connaît (identifiants de sorts, séparés par des virgules), au lieu de ceux de son élément jusqu&apos;à son niveau.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="194"/>
        <source>When XP is health: what touching the hero costs it, in XP (dice or a whole number).</source>
        <translation>Quand les PX sont la santé&#xa0;: ce que coûte au héros son contact, en PX (dés ou nombre entier).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="198"/>
        <source>What stepping on it costs, in HP (or XP when XP is health); dice or a whole number.</source>
        <translation>Ce que coûte de marcher dessus, en PV (ou en PX quand les PX sont la santé)&#xa0;; dés ou nombre entier.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="202"/>
        <source>Its name once sprung (its name when left out).</source>
        <translation>Son nom une fois déclenché (son nom si omis).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="204"/>
        <source>Whether it is unseen until found or sprung.</source>
        <translation>S&apos;il reste invisible jusqu&apos;à ce qu&apos;on le trouve ou le déclenche.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="206"/>
        <source>The character once sprung (its glyph when left out).</source>
        <translation>Le caractère une fois déclenché (son glyphe si omis).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="207"/>
        <source>hp (hit points) or xp (experience is health: chests add, traps, contact and bolts take, below 1 is death).</source>
        <translation>hp (points de vie) ou xp (l&apos;expérience est la santé&#xa0;: les coffres en donnent, les pièges, les contacts et les projectiles en prennent, sous 1 c&apos;est la mort).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="211"/>
        <source>bump (attack by walking into a monster) or screen (touching one opens a battle screen).</source>
        <translation>bump (attaquer en marchant sur un monstre) ou screen (en toucher un ouvre un écran de combat).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="213"/>
        <source>persistent (levels keep their state when left) or disposable (rooms made anew, kept only in a history).</source>
        <translation>persistent (les niveaux gardent leur état quand on les quitte) ou disposable (salles créées à neuf, gardées seulement dans un historique).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="217"/>
        <source>With bump battles, what walking into a monster does: attack (a blow) or contact (the monster&apos;s contact dice come off the hero; the hero attacks with bolts).</source>
        <translation>Avec les combats au contact, ce que fait un pas dans un monstre&#xa0;: attack (un coup) ou contact (les dés de contact du monstre sont retirés au héros&#xa0;; le héros attaque par projectiles).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="222"/>
        <source>Room by room: the steps the hero takes in a room before its doors lead on (0 to 100; 0: at once).</source>
        <translation>Salle par salle&#xa0;: les pas du héros dans une salle avant que ses portes mènent plus loin (0 à 100&#xa0;; 0&#xa0;: tout de suite).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="225"/>
        <source>How a chasing monster sees the hero: line (within its sight and no wall between) or radius (within its sight, walls or not).</source>
        <translation>Comment un monstre qui poursuit voit le héros&#xa0;: line (à portée de vue et sans mur entre eux) ou radius (à portée de vue, murs ou non).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="229"/>
        <source>Turns on the map per point of MP the hero gets back by itself (0 to 10000; 0: none).</source>
        <translation>Tours sur la carte par point de PM que le héros récupère de lui-même (0 à 10000&#xa0;; 0&#xa0;: aucun).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="233"/>
        <source>How far the hero is heard by sleeping monsters, in cells (1 to 40): halved while waiting or resting, doubled when firing or casting.</source>
        <translation>La distance à laquelle les monstres endormis entendent le héros, en cases (1 à 40) : divisée par deux quand il attend ou se repose, doublée quand il tire ou lance un sort.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="237"/>
        <source>open (doors are open doorways) or closing (a door is shut whenever nothing stands in it, and a shut door blocks sight and missiles).</source>
        <translation>open (les portes sont des passages ouverts) ou closing (une porte est fermée tant que rien ne s’y tient, et une porte fermée arrête la vue et les projectiles).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="241"/>
        <source>any (a ranged monster shoots from any cell that sees the hero) or straight (only along his row or column, or a diagonal where moves are 8-way: a line he can shoot back along).</source>
        <translation>any (un monstre à distance tire de toute case qui voit le héros) ou straight (seulement le long de sa ligne ou de sa colonne, ou d&apos;une diagonale quand on se déplace dans 8 directions&#xa0;: une ligne le long de laquelle il peut riposter).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="246"/>
        <source>The chance in per cent (0 to 100) that a door on a loop is secret when its level is made: a wall until the hero searches beside it.</source>
        <translation>La chance en pour cent (0 à 100) qu’une porte sur une boucle soit secrète à la création du niveau : un mur jusqu’à ce que le héros cherche à côté.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="250"/>
        <source>The chance in per cent (0 to 100) that a level gets a lake of deep water, where the hero swims and what he carries may float away.</source>
        <translation>La chance en pour cent (0 à 100) qu&apos;un niveau ait un lac d&apos;eau profonde, où le héros nage et où ce qu&apos;il porte peut partir à la dérive.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="254"/>
        <source>The chance in per cent (0 to 100) that a level gets a lake of lava, death to whoever steps in.</source>
        <translation>La chance en pour cent (0 à 100) qu&apos;un niveau ait un lac de lave, mortel pour qui y entre.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="257"/>
        <source>The chance in per cent (0 to 100) that a level gets a chasm, a fall to the next depth, bridged where it cuts the way.</source>
        <translation>La chance en pour cent (0 à 100) qu&apos;un niveau ait un gouffre, une chute vers la profondeur suivante, avec un pont là où il coupe le chemin.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="261"/>
        <source>The chance in per cent (0 to 100) that a level gets patches of tall grass, which block sight.</source>
        <translation>La chance en pour cent (0 à 100) qu&apos;un niveau ait des touffes de hautes herbes, qui bloquent la vue.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="264"/>
        <source>The most cells a lake or chasm covers (4 to 400).</source>
        <translation>Le plus de cases que couvre un lac ou un gouffre (4 à 400).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="266"/>
        <source>The chance in per cent (0 to 100), each turn the hero spends in deep water, that an item he carries unequipped floats away.</source>
        <translation>La chance en pour cent (0 à 100), à chaque tour du héros en eau profonde, qu&apos;un objet qu&apos;il porte sans l&apos;équiper parte à la dérive.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="270"/>
        <source>The damage a fall into a chasm does, in HP (dice or a whole number).</source>
        <translation>Les dégâts d&apos;une chute dans un gouffre, en PV (dés ou un nombre entier).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="273"/>
        <source>Turns on the map per point of HP the hero gets back by itself, with hp health (0 to 10000; 0: none).</source>
        <translation>Tours sur la carte par point de PV que le héros récupère de lui-même, avec la santé hp (0 à 10000 ; 0 : aucun).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="276"/>
        <source>Whether hint boxes wait for Enter (true) or are notices that do not stop play (false).</source>
        <translation>Si les bulles d&apos;aide attendent Entrée (true) ou sont des avis qui n&apos;arrêtent pas le jeu (false).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="280"/>
        <source>roguelike (a key per menu) or report (I opens the four menus as one deck, Left and Right switch).</source>
        <translation>roguelike (une touche par menu) ou report (I ouvre les quatre menus comme un seul jeu de cartes, Gauche et Droite passent de l&apos;un à l&apos;autre).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="283"/>
        <source>Whether A and D turn the hero and W steps forward (true) or W, A, S and D move (false).</source>
        <translation>Si A et D font tourner le héros et W le fait avancer (true) ou si W, A, S et D le déplacent (false).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="286"/>
        <source>How many directions the hero and monsters move in: 4 or 8.</source>
        <translation>Le nombre de directions de déplacement du héros et des monstres&#xa0;: 4 ou 8.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="289"/>
        <source>Whether the hero sees only what is in sight (false shows whole rooms).</source>
        <translation>Si le héros ne voit que ce qui est dans son champ de vision (false montre des salles entières).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="292"/>
        <source>How far the hero sees, in cells (1 to 40).</source>
        <translation>La distance de vue du héros, en cases (1 à 40).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="294"/>
        <source>How many levels the dungeon has (1 to 99); the depth bands must cover them all.</source>
        <translation>Le nombre de niveaux du donjon (1 à 99)&#xa0;; les tranches de profondeur doivent tous les couvrir.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="298"/>
        <source>Where the stairs down stand: far (in the half of the level farthest from the arrival) or anywhere (any floor cell the level below shares).</source>
        <translation>Où se trouve l&apos;escalier descendant&#xa0;: far (dans la moitié du niveau la plus éloignée de l&apos;arrivée) ou anywhere (toute case de sol que partage le niveau inférieur).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="302"/>
        <source>Which dead ends a maze&apos;s treasures and chips take: farthest (from the entrance first) or random (each drawn from those left).</source>
        <translation>Quels culs-de-sac prennent les trésors et les puces d&apos;un labyrinthe : farthest (les plus éloignés de l&apos;entrée d&apos;abord) ou random (chacun tiré parmi ceux qui restent).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="306"/>
        <source>Wandering monsters: the mean turns between two arriving on the hero&apos;s level, out of his sight (0 to 100000; 0: none).</source>
        <translation>Monstres errants : le nombre moyen de tours entre deux arrivées sur le niveau du héros, hors de sa vue (0 à 100000 ; 0 : aucun).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="310"/>
        <source>The most monsters that arrived alive on a level at once (1 to 100).</source>
        <translation>Le plus de monstres arrivés vivants à la fois sur un niveau (1 à 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="313"/>
        <source>The table an arriving monster is rolled on; none: the depth band&apos;s monsters table.</source>
        <translation>La table sur laquelle un monstre qui arrive est tiré ; aucune : la table des monstres de la tranche.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="316"/>
        <source>The hero&apos;s name when the player gives none.</source>
        <translation>Le nom du héros quand le joueur n&apos;en donne aucun.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="318"/>
        <source>The hero&apos;s attributes at the start (whole numbers; HP above 0).</source>
        <translation>Les attributs du héros au départ (nombres entiers&#xa0;; HP au-dessus de 0).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="321"/>
        <source>When XP is health: the XP the hero starts with (1 to 1000000).</source>
        <translation>Quand les PX sont la santé&#xa0;: les PX de départ du héros (1 à 1000000).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="324"/>
        <source>The experience each level starts at, rising from 0 (whole numbers separated by commas).</source>
        <translation>L&apos;expérience à laquelle commence chaque niveau, croissante depuis 0 (nombres entiers séparés par des virgules).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="327"/>
        <source>What each level gained adds to the hero&apos;s attributes (whole numbers).</source>
        <translation>Ce que chaque niveau gagné ajoute aux attributs du héros (nombres entiers).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="330"/>
        <source>A critical hit&apos;s damage, in per cent of a hit (100 to 1000).</source>
        <translation>Les dégâts d&apos;un coup critique, en pour cent d&apos;un coup (100 à 1000).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="333"/>
        <source>The damage a defender takes, in per cent (0 to 100).</source>
        <translation>Les dégâts que subit celui qui se défend, en pour cent (0 à 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="335"/>
        <source>Whether the hero can fire bolts on the map.</source>
        <translation>Si le héros peut tirer des projectiles sur la carte.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="337"/>
        <source>A bolt&apos;s damage to a monster, in HP (dice or a whole number).</source>
        <translation>Les dégâts d&apos;un projectile sur un monstre, en PV (dés ou nombre entier).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="340"/>
        <source>What firing a bolt costs the hero, in XP (dice or a whole number).</source>
        <translation>Ce que coûte au héros un tir de projectile, en PX (dés ou nombre entier).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="343"/>
        <source>Whether attack spells fly as bolts on the map.</source>
        <translation>Si les sorts d&apos;attaque volent comme des projectiles sur la carte.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="345"/>
        <source>The element points that unlock spell levels 1, 2 and 3 (three rising whole numbers).</source>
        <translation>Les points d&apos;élément qui débloquent les niveaux de sort 1, 2 et 3 (trois nombres entiers croissants).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="349"/>
        <source>The restricting element&apos;s damage multiplier as a fraction: numerator, denominator (1 to 1000 each, from 1 to 10).</source>
        <translation>Le multiplicateur de dégâts de l&apos;élément dominant, en fraction&#xa0;: numérateur, dénominateur (1 à 1000 chacun, de 1 à 10).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="353"/>
        <source>The element Water restricts (the element cycle).</source>
        <translation>L&apos;élément que domine l&apos;Eau (le cycle des éléments).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="355"/>
        <source>The element Fire restricts (the element cycle).</source>
        <translation>L&apos;élément que domine le Feu (le cycle des éléments).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="357"/>
        <source>The element Wood restricts (the element cycle).</source>
        <translation>L&apos;élément que domine le Bois (le cycle des éléments).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="359"/>
        <source>The element Earth restricts (the element cycle).</source>
        <translation>L&apos;élément que domine la Terre (le cycle des éléments).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="361"/>
        <source>The element Holy restricts (the element cycle).</source>
        <translation>L&apos;élément que domine le Sacré (le cycle des éléments).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="363"/>
        <source>The element Evil restricts (the element cycle).</source>
        <translation>L&apos;élément que domine le Maléfique (le cycle des éléments).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="365"/>
        <source>How often a monster acts on its character in a battle, in per cent (0 to 100).</source>
        <translation>La fréquence à laquelle un monstre agit selon son caractère en combat, en pour cent (0 à 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="369"/>
        <source>A raging monster&apos;s attributes, in per cent of its own (0 to 1000; empty: 100).</source>
        <translation>Les attributs d&apos;un monstre enragé, en pour cent des siens (0 à 1000&#xa0;; vide&#xa0;: 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="373"/>
        <source>A calm monster&apos;s attributes, in per cent of its own (0 to 1000; empty: 100).</source>
        <translation>Les attributs d&apos;un monstre calme, en pour cent des siens (0 à 1000&#xa0;; vide&#xa0;: 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="377"/>
        <source>A timid monster&apos;s attributes, in per cent of its own (0 to 1000; empty: 100).</source>
        <translation>Les attributs d&apos;un monstre craintif, en pour cent des siens (0 à 1000&#xa0;; vide&#xa0;: 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="381"/>
        <source>The share of chests that are trapped, in per cent (0 to 100).</source>
        <translation>La part des coffres piégés, en pour cent (0 à 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="384"/>
        <source>The share of the other chests that are a monster, in per cent (0 to 100).</source>
        <translation>La part des autres coffres qui sont un monstre, en pour cent (0 à 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="388"/>
        <source>The trap a trapped chest springs (a trap id).</source>
        <translation>Le piège que déclenche un coffre piégé (un identifiant de piège).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="390"/>
        <source>The monster a mimic chest turns into (a monster id).</source>
        <translation>Le monstre en lequel se change un coffre mimique (un identifiant de monstre).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="392"/>
        <source>Whether walking into a chest steps onto it and opens it there (true) or opens it from beside (false).</source>
        <translation>Si un pas dans un coffre monte dessus et l&apos;ouvre là (true) ou l&apos;ouvre depuis la case voisine (false).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="395"/>
        <source>Whether the way down opens only when every chip of the level is picked up.</source>
        <translation>Si le passage vers le bas ne s&apos;ouvre qu&apos;une fois toutes les puces du niveau ramassées.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="399"/>
        <source>Whether each piece of equipment can be found only once a game.</source>
        <translation>Si chaque pièce d&apos;équipement ne peut être trouvée qu&apos;une fois par partie.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="402"/>
        <source>Points for reaching a new level.</source>
        <translation>Points pour atteindre un nouveau niveau.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="404"/>
        <source>Points for opening a treasure.</source>
        <translation>Points pour ouvrir un trésor.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="406"/>
        <source>Points for picking up a chip.</source>
        <translation>Points pour ramasser une puce.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="407"/>
        <source>Points for each kill.</source>
        <translation>Points pour chaque monstre tué.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="408"/>
        <source>Points for winning.</source>
        <translation>Points pour la victoire.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="410"/>
        <source>The item to carry back up to win (an item id); none: no win.</source>
        <translation>L&apos;objet à remonter pour gagner (un identifiant d&apos;objet)&#xa0;; aucun&#xa0;: pas de victoire.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="413"/>
        <source>The depth where the win item lies (1 to 99).</source>
        <translation>La profondeur où se trouve l&apos;objet de la victoire (1 à 99).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="415"/>
        <source>The depth to bring the win item back to (1 to 99).</source>
        <translation>La profondeur où rapporter l&apos;objet de la victoire (1 à 99).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="416"/>
        <source>The first depth of the band (1 to 99).</source>
        <translation>La première profondeur de la tranche (1 à 99).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="417"/>
        <source>The last depth of the band (1 to 99).</source>
        <translation>La dernière profondeur de la tranche (1 à 99).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="419"/>
        <source>A table whose rows&apos; values are generator settings (rooms, caves, maze, chambers).</source>
        <translation>Une table dont les valeurs des lignes sont des réglages de générateur (rooms, caves, maze, chambers).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="423"/>
        <source>The table each monster of a level is rolled on.</source>
        <translation>La table sur laquelle chaque monstre d&apos;un niveau est tiré.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="425"/>
        <source>How many monsters a level rolls (dice; may use depth).</source>
        <translation>Le nombre de monstres tirés par niveau (dés&#xa0;; peut utiliser depth).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="428"/>
        <source>The table each item of a level is rolled on (it may give monsters and traps too).</source>
        <translation>La table sur laquelle chaque objet d&apos;un niveau est tiré (elle peut aussi donner des monstres et des pièges).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="432"/>
        <source>How many items a level rolls (dice; may use depth).</source>
        <translation>Le nombre d&apos;objets tirés par niveau (dés&#xa0;; peut utiliser depth).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="434"/>
        <source>The table each trap of a level is rolled on.</source>
        <translation>La table sur laquelle chaque piège d&apos;un niveau est tiré.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="436"/>
        <source>How many traps a level rolls (dice; may use depth).</source>
        <translation>Le nombre de pièges tirés par niveau (dés&#xa0;; peut utiliser depth).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="437"/>
        <source>The table a chest&apos;s loot is rolled on when it is opened.</source>
        <translation>La table sur laquelle le butin d&apos;un coffre est tiré à son ouverture.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="440"/>
        <source>How many chests a level has (dice; may use depth).</source>
        <translation>Le nombre de coffres par niveau (dés&#xa0;; peut utiliser depth).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="442"/>
        <source>The table each chip of a level is rolled on.</source>
        <translation>La table sur laquelle chaque puce d&apos;un niveau est tirée.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="444"/>
        <source>How many chips a level rolls (dice; may use depth).</source>
        <translation>Le nombre de puces tirées par niveau (dés&#xa0;; peut utiliser depth).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="446"/>
        <source>A table whose rows&apos; values are vaults (a &quot;grid&quot; of strings and its tables); with the ruleset&apos;s vaults chance, a level gets one of them.</source>
        <translation>Une table dont les valeurs de lignes sont des caveaux (une &quot;grid&quot; de chaînes et ses tables) ; avec la chance de caveau des règles, un niveau en reçoit un.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="450"/>
        <source>The mean turns between monsters arriving on a level of the band, instead of the ruleset&apos;s (0 to 100000; 0: none).</source>
        <translation>Le nombre moyen de tours entre les arrivées de monstres sur un niveau de la tranche, au lieu de celui des règles (0 à 100000 ; 0 : aucun).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="454"/>
        <source>The tileset&apos;s look its levels are drawn in (a name of the tileset&apos;s looks); none: the base tiles.</source>
        <translation>L&apos;apparence du jeu de tuiles dans laquelle ses niveaux sont dessinés (un nom parmi ses apparences) ; aucune : les tuiles de base.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="458"/>
        <source>The chance in per cent (0 to 100) that a level whose band names a vault table gets a vault, carved into the rock beside the way.</source>
        <translation>La chance en pour cent (0 à 100) qu&apos;un niveau dont la tranche nomme une table de caveaux en reçoive un, creusé dans la roche près du chemin.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="462"/>
        <source>The key item (kind key) laid elsewhere on a level whose vault has a locked door (L).</source>
        <translation>L&apos;objet clé (sorte key) posé ailleurs sur un niveau dont le caveau a une porte verrouillée (L).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="466"/>
        <source>The price in gold (0 to 1000000) of an item for sale in a shop whose record gives no price.</source>
        <translation>Le prix en or (0 à 1000000) d&apos;un objet en vente dans une boutique quand sa fiche ne donne pas de prix.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="470"/>
        <source>What it costs in a vault&apos;s shop, in gold (0 to 1000000; 0: the ruleset&apos;s vaults price).</source>
        <translation>Ce qu&apos;il coûte dans la boutique d&apos;un caveau, en or (0 à 1000000 ; 0 : le prix des caveaux des règles).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="573"/>
        <source>The pack&apos;s id: reverse-DNS in lower case (org.example.my-pack). Other packs name it by it; saves and high scores remember it.</source>
        <translation>L&apos;identifiant du pack&#xa0;: DNS inversé en minuscules (org.example.my-pack). Les autres packs le désignent ainsi&#xa0;; les sauvegardes et les meilleurs scores s&apos;en souviennent.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="578"/>
        <source>The pack&apos;s name, as New game and the Editor show it.</source>
        <translation>Le nom du pack, tel que Nouvelle partie et l&apos;éditeur le montrent.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="581"/>
        <source>The pack&apos;s version, MAJOR.MINOR.PATCH (1.0.0); packs that build on it may ask for a range of versions.</source>
        <translation>La version du pack, MAJEURE.MINEURE.CORRECTIF (1.0.0)&#xa0;; les packs qui en dépendent peuvent demander une plage de versions.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="585"/>
        <source>Who made the pack: names separated by commas (at least one).</source>
        <translation>Qui a fait le pack&#xa0;: des noms séparés par des virgules (au moins un).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="589"/>
        <source>What a player finds in this pack, shown under its name in New game.</source>
        <translation>Ce qu&apos;un joueur trouve dans ce pack, affiché sous son nom dans Nouvelle partie.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="593"/>
        <source>The versions of the game it works with, e.g. &gt;=0.1.0 &lt;1.0.0 (a warning when the game is outside them).</source>
        <translation>Les versions du jeu avec lesquelles il fonctionne, p. ex. &gt;=0.1.0 &lt;1.0.0 (un avertissement quand le jeu est en dehors).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="598"/>
        <source>The dungeon generator&apos;s version the pack was made with: a seed makes the same dungeon only with the same version.</source>
        <translation>La version du générateur de donjons avec laquelle le pack a été fait&#xa0;: une graine ne donne le même donjon qu&apos;avec la même version.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="603"/>
        <source>The licence its contents are under, e.g. CC-BY-4.0.</source>
        <translation>La licence de son contenu, p. ex. CC-BY-4.0.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="606"/>
        <source>The language its texts are written in, as a code (en, de, pt_BR); a translation&apos;s texts show instead in theirs.</source>
        <translation>La langue dans laquelle ses textes sont écrits, en code (en, de, pt_BR)&#xa0;; dans la leur, les textes d&apos;une traduction s&apos;affichent à la place.</translation>
    </message>
</context>
<context>
    <name>pd::RecordSheet</name>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="23"/>
        <source>won %</source>
        <translation>gagnés&#xa0;%</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="24"/>
        <source>fled %</source>
        <translation>fuis&#xa0;%</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="25"/>
        <source>hero died %</source>
        <translation>héros mort&#xa0;%</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="83"/>
        <source>Change %1 of %2</source>
        <translation>Modifier %1 de %2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="119"/>
        <source>Sheet</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="120"/>
        <source>Sheet of the records</source>
        <translation>Tableau des fiches</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="121"/>
        <source>Battles per monster</source>
        <translation>Combats par monstre</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="122"/>
        <source>Simulate battles</source>
        <translation>Simuler des combats</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="123"/>
        <source>Each monster fights this many battles against a hero of its level (as permadungeon-cli balance does)</source>
        <translation>Chaque monstre livre ce nombre de combats contre un héros de son niveau (comme permadungeon-cli balance)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="125"/>
        <source> battles</source>
        <translation> combats</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="128"/>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="129"/>
        <source>Spells</source>
        <translation>Sorts</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="130"/>
        <source>Monsters</source>
        <translation>Monstres</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="131"/>
        <source>Traps</source>
        <translation>Pièges</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/records/RecordSheet.cpp" line="243"/>
        <source>Simulating %n battles a monster…</source>
        <translation>
            <numerusform>Simulation de %n combat par monstre…</numerusform>
            <numerusform>Simulation de %n combats par monstre…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/records/RecordSheet.cpp" line="261"/>
        <source>%n monster(s) simulated.</source>
        <translation>
            <numerusform>%n monstre simulé.</numerusform>
            <numerusform>%n monstres simulés.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::RecordWords</name>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="16"/>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="18"/>
        <source>item</source>
        <translation>objet</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="20"/>
        <source>spell</source>
        <translation>sort</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="22"/>
        <source>monster</source>
        <translation>monstre</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="24"/>
        <source>trap</source>
        <translation>piège</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="39"/>
        <source>%1, tier %2</source>
        <translation>%1, rang %2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="46"/>
        <source>%1, level %2</source>
        <translation>%1, niveau %2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="52"/>
        <source>level %1</source>
        <translation>niveau %1</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="54"/>
        <location filename="../editor/records/RecordWords.cpp" line="64"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="89"/>
        <location filename="../editor/records/RecordWords.cpp" line="119"/>
        <source>%1 #%2</source>
        <translation>%1 n°%2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="95"/>
        <source>ruleset</source>
        <translation>règles</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="97"/>
        <source>manifest</source>
        <translation>manifeste</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="99"/>
        <source>tileset</source>
        <translation>jeu de tuiles</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="101"/>
        <source>sounds</source>
        <translation>sons</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="113"/>
        <source>row %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="115"/>
        <source>band %1</source>
        <translation>tranche %1</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="117"/>
        <source>part %1</source>
        <translation>partie %1</translation>
    </message>
</context>
<context>
    <name>pd::RenameDialog</name>
    <message>
        <location filename="../editor/workspace/RenameDialog.cpp" line="22"/>
        <location filename="../editor/workspace/RenameDialog.cpp" line="34"/>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RenameDialog.cpp" line="24"/>
        <source>New id for the %1 &quot;%2&quot; (every reference to it follows):</source>
        <translation>Nouvel identifiant pour «&#xa0;%2&#xa0;» (%1) (toutes les références suivent)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RenameDialog.cpp" line="56"/>
        <source>The pack has no %1 &quot;%2&quot; of its own.</source>
        <translation>Le pack n&apos;a pas en propre de «&#xa0;%2&#xa0;» (%1).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RenameDialog.cpp" line="58"/>
        <source>An id cannot be empty.</source>
        <translation>Un identifiant ne peut pas être vide.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RenameDialog.cpp" line="69"/>
        <source>&quot;%1&quot; is not an id: use lower-case letters, digits, &quot;-&quot; and &quot;_&quot;, starting with a letter (at most 64).</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un identifiant&#xa0;: utilisez des minuscules, des chiffres, «&#xa0;-&#xa0;» et «&#xa0;_&#xa0;», en commençant par une lettre (64 au plus).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RenameDialog.cpp" line="73"/>
        <source>Another %1 is called &quot;%2&quot;.</source>
        <translation>Un autre élément (%1) s&apos;appelle déjà «&#xa0;%2&#xa0;».</translation>
    </message>
</context>
<context>
    <name>pd::RunControl</name>
    <message>
        <location filename="../app/game/RunControl.cpp" line="39"/>
        <source>The pack cannot be played</source>
        <translation>Le pack ne peut pas être joué</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="40"/>
        <source>%1 has errors:

%2</source>
        <translation>%1 contient des erreurs&#xa0;:

%2</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="57"/>
        <source>The saved run cannot be continued</source>
        <translation>La partie enregistrée ne peut pas être poursuivie</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="67"/>
        <source>The replay cannot be played</source>
        <translation>Le replay ne peut pas être joué</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="68"/>
        <source>%1:

%2</source>
        <translation>%1&#xa0;:

%2</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="87"/>
        <source>%1&apos;s run is in play (turn %2). A new run gives it up for good.</source>
        <translation>La partie de %1 est en cours (tour %2). Une nouvelle partie l&apos;abandonne pour de bon.</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="91"/>
        <source>A saved run is waiting to be continued. A new run gives it up for good.</source>
        <translation>Une partie enregistrée attend d&apos;être poursuivie. Une nouvelle partie l&apos;abandonne pour de bon.</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="92"/>
        <source>Give up the run?</source>
        <translation>Abandonner la partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="95"/>
        <source>Preferences ▸ Game can turn this question off.</source>
        <translation>Préférences ▸ Jeu permet de ne plus poser cette question.</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="96"/>
        <source>&amp;Give it up</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="97"/>
        <location filename="../app/game/RunControl.cpp" line="124"/>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="109"/>
        <source>The run could not be saved</source>
        <translation>La partie n&apos;a pas pu être enregistrée</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="110"/>
        <source>%1&apos;s run could not be saved: %2</source>
        <translation>La partie de %1 n&apos;a pas pu être enregistrée&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="115"/>
        <source>Without a save, turns %1–%2 are lost: the next start continues at turn %3.</source>
        <translation>Sans enregistrement, les tours %1 à %2 sont perdus&#xa0;: le prochain lancement reprend au tour %3.</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="119"/>
        <source>Without a save, the whole run is lost (turns 1–%1).</source>
        <translation>Sans enregistrement, toute la partie est perdue (tours 1 à %1).</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="120"/>
        <source>&amp;Try again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="142"/>
        <source>The run is open in another window</source>
        <translation>La partie est ouverte dans une autre fenêtre</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="143"/>
        <source>Your saved run is being played in another Permadungeon window (process %1), so this window cannot play it too.</source>
        <translation>Votre partie enregistrée est jouée dans une autre fenêtre de Permadungeon (processus %1)&#xa0;; cette fenêtre ne peut donc pas la jouer aussi.</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="148"/>
        <source>Start a new run here, watch that one as it is played (nothing is written), or quit.</source>
        <translation>Commencez ici une nouvelle partie, regardez l&apos;autre pendant qu&apos;elle est jouée (rien n&apos;est écrit) ou quittez.</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="150"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="154"/>
        <source>&amp;Watch it</source>
        <translation>&amp;La regarder</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="157"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
</context>
<context>
    <name>pd::RunEndView</name>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="26"/>
        <source>The run&apos;s end</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="123"/>
        <source>&amp;New run (N)</source>
        <translation>&amp;Nouvelle partie (N)</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="125"/>
        <source>Same &amp;seed (R)</source>
        <translation>Même &amp;graine (R)</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="141"/>
        <source>The replay ends as it was recorded: the same turn, the same state.</source>
        <translation>La rediffusion finit comme elle a été enregistrée&#xa0;: même tour, même état.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="143"/>
        <source>The replay does not end as it was recorded: %1</source>
        <translation>La rediffusion ne finit pas comme elle a été enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="156"/>
        <source>The replay ends here</source>
        <translation>La rediffusion s&apos;arrête ici</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="157"/>
        <source>Victory!</source>
        <translation>Victoire&#xa0;!</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="158"/>
        <source>You have experienced PERMADEATH.</source>
        <translation>Vous avez connu la MORT DÉFINITIVE.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="159"/>
        <source>You have died</source>
        <translation>Vous avez péri</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="164"/>
        <source>%1 is alive, the run goes on.</source>
        <translation>%1 est en vie, la partie continue.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="166"/>
        <source>%1 won the run.</source>
        <translation>%1 a gagné la partie.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="167"/>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/RunEndView.cpp" line="172"/>
        <source>Room %1 · %2 turns · score %3 · %n kill(s)</source>
        <translation>
            <numerusform>Salle %1 · %2 tours · score %3 · %n monstre tué</numerusform>
            <numerusform>Salle %1 · %2 tours · score %3 · %n monstres tués</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/RunEndView.cpp" line="176"/>
        <source>Depth %1 (deepest %2) · %3 turns · score %4 · %n kill(s)</source>
        <translation>
            <numerusform>Profondeur %1 (maximum %2) · %3 tours · score %4 · %n monstre tué</numerusform>
            <numerusform>Profondeur %1 (maximum %2) · %3 tours · score %4 · %n monstres tués</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="181"/>
        <source>Seed %1 · pack %2</source>
        <translation>Graine %1 · pack %2</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="184"/>
        <source>A replay: this run is rank %1 in the high-score table.</source>
        <translation>Un replay&#xa0;: cette partie est au rang %1 du tableau des scores.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="186"/>
        <source>A replay: this run is not in the high-score table.</source>
        <translation>Un replay&#xa0;: cette partie n&apos;est pas dans le tableau des scores.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="188"/>
        <source>Rank %1 in the high-score table.</source>
        <translation>Rang %1 au tableau des scores.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="189"/>
        <source>Not in the high-score table this time.</source>
        <translation>Pas dans le tableau des scores cette fois.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="195"/>
        <source>The last blows</source>
        <translation>Les derniers coups</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="212"/>
        <source>☠ %1</source>
        <translation>☠ %1</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="221"/>
        <source>This run</source>
        <translation>Cette partie</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="248"/>
        <source>Depth / room</source>
        <translation>Profondeur / salle</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="248"/>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="248"/>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="250"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="250"/>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="250"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="250"/>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="250"/>
        <source>Pack</source>
        <translation>Pack</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="250"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="260"/>
        <source>won</source>
        <translation>victoire</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="279"/>
        <source>Esc: back to the map · N: a new run · R: the same seed again</source>
        <translation>Échap&#xa0;: retour à la carte · N&#xa0;: une nouvelle partie · R&#xa0;: la même graine</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="280"/>
        <source>N: a new run · R: the same seed again</source>
        <translation>N&#xa0;: une nouvelle partie · R&#xa0;: la même graine à nouveau</translation>
    </message>
</context>
<context>
    <name>pd::SaveBanner</name>
    <message>
        <location filename="../app/game/SaveBanner.cpp" line="35"/>
        <source>Your run cannot be saved: %1</source>
        <translation>Votre partie ne peut pas être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/game/SaveBanner.cpp" line="38"/>
        <source>Quitting now would lose turns %1–%2. Play on: the run is saved again as soon as the disk lets it.</source>
        <translation>Quitter maintenant perdrait les tours %1 à %2. Continuez à jouer&#xa0;: la partie sera de nouveau enregistrée dès que le disque le permettra.</translation>
    </message>
</context>
<context>
    <name>pd::SearchDock</name>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="106"/>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="107"/>
        <location filename="../editor/search/SearchDock.cpp" line="108"/>
        <source>Find in the whole pack</source>
        <translation>Chercher dans tout le pack</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="109"/>
        <source>Search results</source>
        <translation>Résultats de la recherche</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="110"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="110"/>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="110"/>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
</context>
<context>
    <name>pd::SeedPreviewDock</name>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="454"/>
        <source>Seed preview</source>
        <translation>Aperçu de graine</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="455"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="456"/>
        <source>A number, or any text (it is turned into a number)</source>
        <translation>Un nombre, ou un texte quelconque (il est converti en nombre)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="457"/>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="458"/>
        <source>A random seed</source>
        <translation>Une graine aléatoire</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="459"/>
        <source>&amp;Depth:</source>
        <translation>&amp;Profondeur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="460"/>
        <source>&amp;Large</source>
        <translation>&amp;Grand</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="462"/>
        <source>The preview over the window at most of the screen; again to put it back</source>
        <translation>L’aperçu en grand au-dessus de la fenêtre&#xa0;; à nouveau pour le remettre</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="463"/>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="464"/>
        <source>Glyphs</source>
        <translation>Glyphes</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="465"/>
        <source>Play this seed</source>
        <translation>Jouer cette graine</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="467"/>
        <source>Play the pack as it is here, saved or not, at this seed and depth, in the Game tab</source>
        <translation>Jouer le pack tel qu&apos;il est ici, enregistré ou non, à cette graine et cette profondeur, dans l&apos;onglet Jeu</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="468"/>
        <source>Play this pack</source>
        <translation>Jouer ce pack</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="469"/>
        <source>Play the pack as it is here from the first level, at this seed</source>
        <translation>Jouer le pack tel qu&apos;il est ici depuis le premier niveau, à cette graine</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="470"/>
        <source>Override the generator:</source>
        <translation>Remplacer le générateur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="472"/>
        <source>For this preview only: the pack&apos;s generator settings stay as they are</source>
        <translation>Pour cet aperçu seulement&#xa0;: les réglages du générateur du pack restent tels quels</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="473"/>
        <source>width </source>
        <translation>largeur </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="474"/>
        <source>width as the pack</source>
        <translation>largeur du pack</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="475"/>
        <source>height </source>
        <translation>hauteur </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="476"/>
        <source>height as the pack</source>
        <translation>hauteur du pack</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="477"/>
        <source>more settings as JSON, e.g. &quot;fillPercent&quot;: 50</source>
        <translation>d&apos;autres réglages en JSON, p. ex. &quot;fillPercent&quot;: 50</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="478"/>
        <source>More generator settings as JSON</source>
        <translation>D&apos;autres réglages du générateur en JSON</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="479"/>
        <source>Level, contact sheet and figures</source>
        <translation>Niveau, planche contact et chiffres</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="480"/>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="481"/>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="482"/>
        <source>Level preview</source>
        <translation>Aperçu du niveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="484"/>
        <source>N and P choose the next and the previous monster, item, trap or chest</source>
        <translation>N et P choisissent le monstre, l&apos;objet, le piège ou le coffre suivant et précédent</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="485"/>
        <source>Figures and roll trace</source>
        <translation>Chiffres et trace des tirages</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="486"/>
        <source>Tab reaches each table&apos;s name; Enter opens it</source>
        <translation>Tab atteint le nom de chaque table&#xa0;; Entrée l&apos;ouvre</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="487"/>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="494"/>
        <source>Contact sheet</source>
        <translation>Planche contact</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="488"/>
        <source>Enter or a double-click opens the seed</source>
        <translation>Entrée ou un double-clic ouvre la graine</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="489"/>
        <source>First seed</source>
        <translation>Première graine</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="490"/>
        <source>Number of seeds</source>
        <translation>Nombre de graines</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="491"/>
        <source>Lowest value shown</source>
        <translation>Plus petite valeur affichée</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="492"/>
        <source>Highest value shown</source>
        <translation>Plus grande valeur affichée</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="493"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="495"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="496"/>
        <source>Impact of an edit</source>
        <translation>Impact d&apos;une modification</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="497"/>
        <source>What the last edit changed in the dungeons, seed by seed</source>
        <translation>Ce que la dernière modification a changé dans les donjons, graine par graine</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="498"/>
        <source>Seeds from</source>
        <translation>Graines à partir de</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="499"/>
        <source>count </source>
        <translation>nombre </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="500"/>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="501"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="502"/>
        <source>Sort by</source>
        <translation>Trier par</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="503"/>
        <source>largest first</source>
        <translation>les plus grands d&apos;abord</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="504"/>
        <source>Show where</source>
        <translation>Afficher si</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="505"/>
        <source>from </source>
        <translation>de </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="506"/>
        <source>to </source>
        <translation>à </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="507"/>
        <source>pinned only</source>
        <translation>épinglées seulement</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="508"/>
        <source>&amp;With</source>
        <translation>&amp;Avec</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="509"/>
        <source>a monster, item or trap</source>
        <translation>un monstre, un objet ou un piège</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="510"/>
        <source>Only the seeds whose levels hold this monster, item or trap at a depth from 1 to the one beside; empty shows them all</source>
        <translation>Seulement les graines dont les niveaux contiennent ce monstre, cet objet ou ce piège à une profondeur de 1 à celle d’à côté&#xa0;; vide, toutes sont montrées</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="512"/>
        <source>Seeds with this monster, item or trap</source>
        <translation>Graines avec ce monstre, cet objet ou ce piège</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="513"/>
        <source>Monsters, items and traps of the pack</source>
        <translation>Monstres, objets et pièges du pack</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="514"/>
        <source>by depth </source>
        <translation>jusqu’à la profondeur </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="515"/>
        <source>Deepest depth looked at</source>
        <translation>Profondeur la plus grande examinée</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="516"/>
        <source>Depths 1 to this one are made for each seed and looked at</source>
        <translation>Les profondeurs 1 à celle-ci sont générées et examinées pour chaque graine</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="517"/>
        <source>Pin / unpin</source>
        <translation>Épingler / désépingler</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="518"/>
        <source>Pinned seeds stay on the sheet, first, whatever the range</source>
        <translation>Les graines épinglées restent sur la planche, en premier, quelle que soit la plage</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="519"/>
        <source>seed</source>
        <translation>graine</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="519"/>
        <source>rooms</source>
        <translation>salles</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="519"/>
        <source>size (cells)</source>
        <translation>taille (cases)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="520"/>
        <source>monsters</source>
        <translation>monstres</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="520"/>
        <source>items</source>
        <translation>objets</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="520"/>
        <source>chests</source>
        <translation>coffres</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="521"/>
        <source>traps</source>
        <translation>pièges</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="521"/>
        <source>path length</source>
        <translation>longueur du chemin</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="521"/>
        <source>floor (‰)</source>
        <translation>sol (‰)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="526"/>
        <source>Monsters per level</source>
        <translation>Monstres par niveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="527"/>
        <source>Path length, arrival to the way down</source>
        <translation>Longueur du chemin, de l&apos;arrivée au passage vers le bas</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="528"/>
        <source>Floor share (%)</source>
        <translation>Part de sol (%)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="529"/>
        <source>Chests per level</source>
        <translation>Coffres par niveau</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="643"/>
        <source>This level cannot be made: %1</source>
        <translation>Ce niveau ne peut pas être créé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="647"/>
        <source>&lt;h3&gt;Seed %1, depth %2&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Graine %1, profondeur %2&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="648"/>
        <source>&lt;p&gt;%1 level, %2×%3 cells, %4, floor %5%&lt;/p&gt;</source>
        <translation>&lt;p&gt;Niveau %1, %2×%3 cases, %4, sol %5&#xa0;%&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="652"/>
        <source>%n rooms</source>
        <translation>
            <numerusform>%n salle</numerusform>
            <numerusform>%n salles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="657"/>
        <source>&lt;p&gt;No way down on this level.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pas de passage vers le bas sur ce niveau.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="659"/>
        <source>&lt;p&gt;%1 steps from the arrival (white ring) to the way down (blue ring).&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 pas de l&apos;arrivée (anneau blanc) au passage vers le bas (anneau bleu).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="662"/>
        <source>&lt;p&gt;%1 steps from the arrival (white ring) to the nearest other door.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 pas de l&apos;arrivée (anneau blanc) à l&apos;autre porte la plus proche.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="685"/>
        <source>a chest (its loot from table %1)</source>
        <translation>un coffre (son butin vient de la table %1)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="690"/>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="691"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="695"/>
        <source>&lt;h3&gt;Where it came from&lt;/h3&gt;&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; at %2, %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;D&apos;où cela vient&lt;/h3&gt;&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; en %2, %3&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="703"/>
        <source>&lt;p&gt;It came with its room: the room&apos;s contents are rolled on the &lt;i&gt;level&lt;/i&gt; stream (index %1) when the room is made.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Venu avec sa salle&#xa0;: le contenu de la salle est tiré sur le flux &lt;i&gt;level&lt;/i&gt; (indice %1) à la création de la salle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="706"/>
        <source>&lt;p&gt;It came with its room: one roll of the room&apos;s contents table %1 on the &lt;i&gt;level&lt;/i&gt; stream (index %2) when the room was made.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Venu avec sa salle&#xa0;: un tirage de la table de contenu %1 sur le flux &lt;i&gt;level&lt;/i&gt; (indice %2) à la création de la salle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="713"/>
        <source>&lt;p&gt;It came with a vault: with the ruleset&apos;s vault chance, a roll on the &lt;i&gt;vault&lt;/i&gt; stream (index %1, the depth) chose a vault from table %2, and its cell&apos;s roll laid this.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il vient d&apos;un caveau : avec la chance de caveau des règles, un tirage sur le flux &lt;i&gt;vault&lt;/i&gt; (index %1, la profondeur) a choisi un caveau de la table %2, et le tirage de sa case a posé ceci.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="719"/>
        <source>&lt;p&gt;The win condition&apos;s artefact: it lies on the cell farthest from the arrival (no roll).&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;artefact de la condition de victoire&#xa0;: il se trouve sur la case la plus éloignée de l&apos;arrivée (sans tirage).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="721"/>
        <source>&lt;p&gt;Stream &lt;i&gt;%1&lt;/i&gt;, index %2 (the depth).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Flux &lt;i&gt;%1&lt;/i&gt;, indice %2 (la profondeur).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="723"/>
        <source>&lt;p&gt;The band&apos;s chest count &lt;b&gt;%1&lt;/b&gt; gave %2; this is chest %3. What it holds is rolled from table %4 when it is opened.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le nombre de coffres &lt;b&gt;%1&lt;/b&gt; de la tranche a donné %2&#xa0;; voici le coffre %3. Son contenu est tiré sur la table %4 à son ouverture.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="730"/>
        <source>&lt;p&gt;A chest&apos;s guard: one more roll of table %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le gardien d&apos;un coffre&#xa0;: un tirage de plus sur la table %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="732"/>
        <source>&lt;p&gt;The band&apos;s count &lt;b&gt;%1&lt;/b&gt; gave %2 rolls of table %3; this came from roll %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le nombre &lt;b&gt;%1&lt;/b&gt; de la tranche a donné %2 tirages sur la table %3&#xa0;; ceci vient du tirage %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="746"/>
        <source>table %1: row %2</source>
        <translation>table %1&#xa0;: ligne %2</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="747"/>
        <source>table %1: no row (a gap)</source>
        <translation>table %1&#xa0;: aucune ligne (un trou)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="748"/>
        <source>, weighted pick at %1</source>
        <translation>, tirage pondéré à %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="749"/>
        <source>, dice %1</source>
        <translation>, dés %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="754"/>
        <source>&lt;p&gt;The roll gave: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le tirage a donné&#xa0;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="764"/>
        <source>&lt;p&gt;&lt;i&gt;Click a monster, item, trap or chest to see where it came from.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Cliquez sur un monstre, un objet, un piège ou un coffre pour voir d&apos;où il vient.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="865"/>
        <source>Generate a contact sheet to see its levels&apos; figures here.</source>
        <translation>Générez une planche contact pour voir ici les chiffres de ses niveaux.</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="866"/>
        <source>Depth %1: %2 of %3 levels made</source>
        <translation>Profondeur %1&#xa0;: %2 niveaux créés sur %3</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="940"/>
        <source>“%1” is no monster, item or trap of the pack</source>
        <translation>«&#xa0;%1&#xa0;» n’est ni un monstre, ni un objet, ni un piège du pack</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="944"/>
        <source>%1 of %2 shown</source>
        <translation>%1 affichés sur %2</translation>
    </message>
</context>
<context>
    <name>pd::SettingsDialog</name>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="58"/>
        <source>Pages of the preferences</source>
        <translation>Pages des préférences</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="82"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="140"/>
        <source>Display</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="184"/>
        <source>Tiles (drawn pictures)</source>
        <translation>Des tuiles (images dessinées)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="185"/>
        <source>Glyphs (letters and signs)</source>
        <translation>Des glyphes (lettres et signes)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="186"/>
        <source>Default &amp;zoom:</source>
        <translation>&amp;Zoom par défaut&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="187"/>
        <source>Fit about 40 by 25 cells to the window</source>
        <translation>Environ 40 sur 25 cases dans la fenêtre</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/settings/SettingsDialog.cpp" line="190"/>
        <source>%n pixel(s) a cell</source>
        <translation>
            <numerusform>%n pixel par case</numerusform>
            <numerusform>%n pixels par case</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="191"/>
        <source>&amp;Font size of the windows:</source>
        <translation>&amp;Taille de police des fenêtres&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="192"/>
        <source>The system&apos;s</source>
        <translation>Celle du système</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="193"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="194"/>
        <source>&amp;Colours of the map and the bars:</source>
        <translation>C&amp;ouleurs de la carte et des barres&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="195"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="196"/>
        <source>Deuteranopia (green weak: reds and greens apart)</source>
        <translation>Deutéranopie (vert faible&#xa0;: rouges et verts distincts)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="197"/>
        <source>Protanopia (red weak: reds and greens apart)</source>
        <translation>Protanopie (rouge faible&#xa0;: rouges et verts distincts)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="198"/>
        <source>Tritanopia (blue weak: blues and yellows apart)</source>
        <translation>Tritanopie (bleu faible&#xa0;: bleus et jaunes distincts)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="199"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="200"/>
        <source>Applied at once to the map, its figures, the health, magic and experience bars and the Game tab&apos;s panels.</source>
        <translation>Appliqué aussitôt à la carte, à ses figures, aux barres de vie, de magie et d&apos;expérience et aux panneaux de l&apos;onglet Jeu.</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="205"/>
        <source>Applied at once to the Game tab&apos;s panels, menus and boxes.</source>
        <translation>Appliqué aussitôt aux panneaux, menus et bulles de l&apos;onglet Jeu.</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="202"/>
        <source>Game &amp;panels:</source>
        <translation>&amp;Panneaux du jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="183"/>
        <source>Map s&amp;hows:</source>
        <translation>La &amp;carte montre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="203"/>
        <source>Dark</source>
        <translation>Sombres</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="204"/>
        <source>Light</source>
        <translation>Clairs</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="206"/>
        <source>Open the game&apos;s &amp;menus beside the map, keeping it in view</source>
        <translation>Ouvrir les &amp;menus du jeu à côté de la carte, qui reste visible</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="234"/>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="256"/>
        <source>&amp;Effects:</source>
        <translation>&amp;Effets&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="257"/>
        <source>M&amp;usic:</source>
        <translation>M&amp;usique&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="258"/>
        <source>&amp;Mute everything (Shift+M in the game)</source>
        <translation>&amp;Tout couper (Maj+M en jeu)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="279"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="294"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="298"/>
        <source>The system&apos;s (%1)</source>
        <translation>Celle du système (%1)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="299"/>
        <source>Applied at once to the menus, the panels, the log and the editor. Texts a window wrote before the change (a dialog already open, the run&apos;s last report) keep their language until they are shown again.</source>
        <translation>Appliquée aussitôt aux menus, aux panneaux, au journal et à l&apos;éditeur. Les textes écrits par une fenêtre avant le changement (une boîte de dialogue déjà ouverte, le dernier bilan de la partie) gardent leur langue jusqu&apos;à leur prochain affichage.</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="314"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="336"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Vitesse d&apos;animation&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="337"/>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="338"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="339"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="340"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="341"/>
        <source>&amp;Save the run every:</source>
        <translation>&amp;Enregistrer la partie tous les&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="342"/>
        <source> turns</source>
        <translation> tours</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="343"/>
        <source>A run is also saved on every new level or room and when the window closes.</source>
        <translation>Une partie est aussi enregistrée à chaque nouveau niveau ou nouvelle salle, et à la fermeture de la fenêtre.</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="345"/>
        <source>As&amp;k before giving up a run in play</source>
        <translation>&amp;Demander avant d&apos;abandonner une partie en cours</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="346"/>
        <source>&amp;Pick up gold, medicine and the like when you step on them</source>
        <translation>&amp;Ramasser l&apos;or, les remèdes et le reste en marchant dessus</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="347"/>
        <source>Gold, treasure, medicine, scrolls, wands, thrown weapons and keys. Equipment and goods for sale are left for the pickup key.</source>
        <translation>Or, trésors, remèdes, parchemins, baguettes, armes de jet et clés. L&apos;équipement et les marchandises à vendre restent pour la touche de ramassage.</translation>
    </message>
</context>
<context>
    <name>pd::SpellsPanel</name>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="48"/>
        <source>Spells</source>
        <translation>Sorts</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="49"/>
        <source>Cast</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="53"/>
        <source>Spell</source>
        <translation>Sort</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="53"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="53"/>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/SpellsPanel.cpp" line="65"/>
        <source>%1 — %n point(s)</source>
        <translation>
            <numerusform>%1 — %n point</numerusform>
            <numerusform>%1 — %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="81"/>
        <source>This dungeon has no spells.</source>
        <translation>Ce donjon n&apos;a pas de sorts.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="124"/>
        <source>%1, level %2, %3 · %4 MP</source>
        <translation>%1, niveau %2, %3 · %4 PM</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="135"/>
        <source>Does %1 damage, not lessened by defence; a third more against an element it restricts.</source>
        <translation>Inflige %1 dégâts, non réduits par la défense&#xa0;; un tiers de plus contre un élément qu&apos;il domine.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="141"/>
        <source>Heals %1 HP (you have %2 of %3).</source>
        <translation>Rend %1 PV (vous en avez %2 sur %3).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/SpellsPanel.cpp" line="145"/>
        <source>Gives you %1 for %n round(s).</source>
        <translation>
            <numerusform>Vous donne %1 pendant %n manche.</numerusform>
            <numerusform>Vous donne %1 pendant %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/SpellsPanel.cpp" line="151"/>
        <source>Gives the enemy %1 for %n round(s).</source>
        <translation>
            <numerusform>Donne à l&apos;ennemi %1 pendant %n manche.</numerusform>
            <numerusform>Donne à l&apos;ennemi %1 pendant %n manches.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="158"/>
        <source>Does: %1.</source>
        <translation>Effet : %1.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="165"/>
        <source>Strength %1: power %2 + %3 point(s) of %4 × %5.</source>
        <translation>Force %1&#xa0;: puissance %2 + %3 point(s) de l&apos;élément %4 × %5.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="175"/>
        <source>Opens at %1 points of %2; you have %3.</source>
        <translation>S&apos;ouvre à %1 points de l&apos;élément %2&#xa0;; vous en avez %3.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="183"/>
        <source>It flies like a bolt: aim it at a cell or in a direction.</source>
        <translation>Il vole comme un projectile&#xa0;: visez une case ou une direction.</translation>
    </message>
</context>
<context>
    <name>pd::StatsPanel</name>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="90"/>
        <location filename="../app/game/StatsPanel.cpp" line="166"/>
        <source>Seed: %1</source>
        <translation>Graine&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="91"/>
        <source>Select the seed to copy it; the same seed makes the same dungeon.</source>
        <translation>Sélectionnez la graine pour la copier&#xa0;; la même graine crée le même donjon.</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="192"/>
        <source>Level %1 · %2</source>
        <translation>Niveau %1 · %2</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="123"/>
        <location filename="../app/game/StatsPanel.cpp" line="228"/>
        <source>XP</source>
        <translation>PX</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="233"/>
        <source>most this run: %1</source>
        <translation>record de la partie&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="125"/>
        <location filename="../app/game/StatsPanel.cpp" line="236"/>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="121"/>
        <location filename="../app/game/StatsPanel.cpp" line="141"/>
        <location filename="../app/game/StatsPanel.cpp" line="143"/>
        <location filename="../app/game/StatsPanel.cpp" line="162"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="123"/>
        <location filename="../app/game/StatsPanel.cpp" line="137"/>
        <location filename="../app/game/StatsPanel.cpp" line="145"/>
        <location filename="../app/game/StatsPanel.cpp" line="148"/>
        <location filename="../app/game/StatsPanel.cpp" line="149"/>
        <location filename="../app/game/StatsPanel.cpp" line="151"/>
        <location filename="../app/game/StatsPanel.cpp" line="153"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="125"/>
        <location filename="../app/game/StatsPanel.cpp" line="127"/>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 sur %3</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="127"/>
        <location filename="../app/game/StatsPanel.cpp" line="240"/>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="130"/>
        <location filename="../app/game/StatsPanel.cpp" line="254"/>
        <source>XP %1 (highest level)</source>
        <translation>PX %1 (niveau maximal)</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="131"/>
        <location filename="../app/game/StatsPanel.cpp" line="255"/>
        <source>XP %1 · next level at %2</source>
        <translation>PX %1 · niveau suivant à %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/StatsPanel.cpp" line="141"/>
        <location filename="../app/game/StatsPanel.cpp" line="143"/>
        <location filename="../app/game/StatsPanel.cpp" line="285"/>
        <location filename="../app/game/StatsPanel.cpp" line="303"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="146"/>
        <location filename="../app/game/StatsPanel.cpp" line="316"/>
        <source>Room</source>
        <translation>Salle</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="146"/>
        <location filename="../app/game/StatsPanel.cpp" line="316"/>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="148"/>
        <location filename="../app/game/StatsPanel.cpp" line="318"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="149"/>
        <location filename="../app/game/StatsPanel.cpp" line="319"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="151"/>
        <location filename="../app/game/StatsPanel.cpp" line="321"/>
        <source>Chips left</source>
        <translation>Puces restantes</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="153"/>
        <location filename="../app/game/StatsPanel.cpp" line="323"/>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="157"/>
        <location filename="../app/game/StatsPanel.cpp" line="353"/>
        <source>No monster in view</source>
        <translation>Aucun monstre en vue</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="164"/>
        <location filename="../app/game/StatsPanel.cpp" line="353"/>
        <source>In view</source>
        <translation>En vue</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="164"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/StatsPanel.cpp" line="377"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… et encore un</numerusform>
            <numerusform>… et %n de plus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="392"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>pd::StatusLine</name>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="53"/>
        <source>Stopped watching at turn %1.</source>
        <translation>Visionnage arrêté au tour %1.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="69"/>
        <source>The replay does not end as it was recorded: %1</source>
        <translation>Le replay ne se termine pas comme il a été enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="74"/>
        <source>No run yet: File ▸ New game (Ctrl+N).</source>
        <translation>Pas encore de partie&#xa0;: Fichier ▸ Nouvelle partie (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="92"/>
        <source>Watching the run played in another window (process %1): turn %2; nothing here is written.</source>
        <translation>Vous regardez la partie jouée dans une autre fenêtre (processus %1)&#xa0;: tour %2&#xa0;; rien n&apos;est écrit ici.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="97"/>
        <source>Watching a replay: turn %1 · %2 stops</source>
        <translation>Replay en cours&#xa0;: tour %1 · %2 arrête</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="102"/>
        <source>Aim %1: move the target with the direction keys or the mouse; Enter or a click uses it; %2 cancels.</source>
        <translation>Viser avec %1 : déplacez la cible avec les touches de direction ou la souris ; Entrée ou un clic l’utilise ; %2 annule.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="106"/>
        <source>Aim %1: move the target with the direction keys or the mouse; Enter or a click casts; %2 cancels.</source>
        <translation>Visée de %1&#xa0;: déplacez la cible avec les touches de direction ou la souris&#xa0;; Entrée ou un clic lance&#xa0;; %2 annule.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="109"/>
        <source>Aim: move the target with the direction keys or the mouse; %1, Enter or a click fires; %2 cancels.</source>
        <translation>Visée&#xa0;: déplacez la cible avec les touches de direction ou la souris&#xa0;; %1, Entrée ou un clic tire&#xa0;; %2 annule.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="117"/>
        <source>Look: you have not seen that place. (%1 to stop)</source>
        <translation>Regard&#xa0;: vous n&apos;avez pas vu cet endroit. (%1 pour arrêter)</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="118"/>
        <source>Look: %1  (%2 to stop)</source>
        <translation>Regard&#xa0;: %1  (%2 pour arrêter)</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="123"/>
        <source>Battle! ← → choose, Enter takes · a attack · d defend · s spell · i item · e escape</source>
        <translation>Combat&#xa0;! ← → choisir, Entrée valide · a attaquer · d défendre · s sort · i objet · e fuir</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="156"/>
        <source>The %1 is better than what you wear: put it on in the menus&apos; Equipment page (%2).</source>
        <translation>%1&#xa0;: mieux que ce que vous portez. Mettez-le depuis la page Équipement des menus (%2).</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="161"/>
        <source>The %1 is better than what you wear.</source>
        <translation>%1&#xa0;: mieux que ce que vous portez.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="162"/>
        <source>The %1 is better than what you wear: %2 opens your equipment.</source>
        <translation>%1&#xa0;: mieux que ce que vous portez. %2 ouvre votre équipement.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="182"/>
        <source>Press %1 again to go down.</source>
        <translation>Appuyez encore sur %1 pour descendre.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="190"/>
        <source>%1 aims a shot.</source>
        <translation>%1 vise un tir.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="198"/>
        <source>Something out of sight shoots at you: step out of its line.</source>
        <translation>Quelque chose hors de vue vous tire dessus&#xa0;: sortez de sa ligne.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="228"/>
        <source>arrows move</source>
        <translation>flèches&#xa0;: déplacement</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="230"/>
        <source>%1 %2 %3 %4 move</source>
        <translation>%1 %2 %3 %4 déplacement</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="232"/>
        <source>%1 %2 turn, %3 steps</source>
        <translation>%1 %2 tournent, %3 avance</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="233"/>
        <source>%1 explore</source>
        <translation>%1 explorer</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="234"/>
        <source>%1 fight</source>
        <translation>%1 combattre</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="236"/>
        <source>%1 fire</source>
        <translation>%1 tirer</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="240"/>
        <source>doors lead on</source>
        <translation>les portes mènent plus loin</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="238"/>
        <source>%1 %2 stairs</source>
        <translation>%1 %2 escaliers</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="68"/>
        <source>The replay ended at turn %1, as it was recorded.</source>
        <translation>La rediffusion s&apos;est arrêtée au tour %1, comme enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="186"/>
        <source>%1 fights it; wait a turn with %2.</source>
        <translation>%1 le combat&#xa0;; attendez un tour avec %2.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="242"/>
        <source>%1 menus</source>
        <translation>%1 menus</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="242"/>
        <source>%1 items</source>
        <translation>%1 objets</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="243"/>
        <source>%1 keys</source>
        <translation>%1 touches</translation>
    </message>
</context>
<context>
    <name>pd::TableEditor</name>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="86"/>
        <source>Change name of %1</source>
        <translation>Modifier le nom de %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="90"/>
        <source>Change description of %1</source>
        <translation>Modifier la description de %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="93"/>
        <source>Change dice of %1</source>
        <translation>Modifier les dés de %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="250"/>
        <source>Rows of the table</source>
        <translation>Lignes de la table</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="251"/>
        <source>The row&apos;s result as JSON</source>
        <translation>Le résultat de la ligne en JSON</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="252"/>
        <source>Edit as JSON</source>
        <translation>Modifier en JSON</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="258"/>
        <source>Range or weight</source>
        <translation>Plage ou poids</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="258"/>
        <source>Gives</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="258"/>
        <location filename="../editor/tables/TableEditor.cpp" line="358"/>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="258"/>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="258"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="259"/>
        <source>What designers call it</source>
        <translation>Le nom que lui donnent les concepteurs</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="260"/>
        <source>What it is for</source>
        <translation>À quoi elle sert</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="261"/>
        <source>Dice such as 1d100; empty: the rows are weighted</source>
        <translation>Des dés comme 1d100&#xa0;; vide&#xa0;: les lignes sont pondérées</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="262"/>
        <source>Add row</source>
        <translation>Ajouter une ligne</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="263"/>
        <location filename="../editor/tables/TableEditor.cpp" line="673"/>
        <source>Duplicate row</source>
        <translation>Dupliquer la ligne</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="264"/>
        <source>Remove row</source>
        <translation>Retirer la ligne</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="265"/>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="266"/>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="403"/>
        <source>Generator settings of row %1 (how a level&apos;s map is made):</source>
        <translation>Réglages du générateur de la ligne %1 (comment la carte d’un niveau est faite)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="410"/>
        <source>Vault of row %1 (carved into the rock of a level beside the way):</source>
        <translation>Caveau de la ligne %1 (taillé dans la roche d&apos;un niveau, à côté du chemin) :</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="415"/>
        <source>Value of row %1 (JSON: what the game takes from this row):</source>
        <translation>Valeur de la ligne %1 (JSON&#xa0;: ce que le jeu tire de cette ligne)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="431"/>
        <source>Change weight in %1</source>
        <translation>Modifier le poids dans %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="431"/>
        <source>Change range in %1</source>
        <translation>Modifier la plage dans %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="468"/>
        <source>Change label in %1</source>
        <translation>Modifier le libellé dans %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="491"/>
        <source>Change count in %1</source>
        <translation>Modifier le nombre dans %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="614"/>
        <location filename="../editor/tables/TableEditor.cpp" line="641"/>
        <source>Change what a row of %1 gives</source>
        <translation>Modifier ce que donne une ligne de %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="437"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="253"/>
        <source>Show this value as JSON instead of its form, for keys the form does not show.</source>
        <translation>Afficher cette valeur en JSON plutôt qu’en formulaire, pour les clés que le formulaire ne montre pas.</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="437"/>
        <source>text</source>
        <translation>texte</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="437"/>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="437"/>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="437"/>
        <source>item</source>
        <translation>objet</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="437"/>
        <source>monster</source>
        <translation>monstre</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="438"/>
        <source>trap</source>
        <translation>piège</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="438"/>
        <source>several (all)</source>
        <translation>plusieurs (toutes)</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="464"/>
        <source>label (the value is below the rows)</source>
        <translation>étiquette (la valeur est sous les lignes)</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="489"/>
        <source>once</source>
        <translation>une fois</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="632"/>
        <source>Not applied yet: %1</source>
        <translation>Pas encore appliqué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="660"/>
        <source>New result</source>
        <translation>Nouveau résultat</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="663"/>
        <source>Add row to %1</source>
        <translation>Ajouter une ligne à %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="682"/>
        <source>Remove row of %1</source>
        <translation>Supprimer une ligne de %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="689"/>
        <source>Move row</source>
        <translation>Déplacer la ligne</translation>
    </message>
</context>
<context>
    <name>pd::TextTranslations</name>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="33"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="133"/>
        <source>%1 in %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="134"/>
        <source>The %1 in %2 (%3); left empty, the pack&apos;s own shows.</source>
        <translation>Le champ %1 en %2 (%3)&#xa0;; laissé vide, celui du pack s&apos;affiche.</translation>
    </message>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="168"/>
        <source>not translated</source>
        <translation>non traduit</translation>
    </message>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="169"/>
        <source>not translated: “%1” shows</source>
        <translation>non traduit&#xa0;: «&#xa0;%1&#xa0;» s&apos;affiche</translation>
    </message>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="193"/>
        <source>Change the pack&apos;s %1 in %2</source>
        <translation>Modifier le champ %1 du pack en %2</translation>
    </message>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="194"/>
        <source>Change %1 of %2 in %3</source>
        <translation>Modifier %1 de %2 en %3</translation>
    </message>
</context>
<context>
    <name>pd::TilesetDock</name>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="83"/>
        <source>column %1, row %2</source>
        <translation>colonne %1, ligne %2</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="293"/>
        <source>tileset.json is not valid JSON (see Problems): mend it in the JSON dock.</source>
        <translation>tileset.json n&apos;est pas du JSON valide (voir Problèmes)&#xa0;: corrigez-le dans le dock JSON.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/TilesetDock.cpp" line="296"/>
        <source>tileset.json: %n tile(s) set, cells of %1 pixels. Choose a tile to change how the map draws it.</source>
        <translation>
            <numerusform>tileset.json&#xa0;: %n tuile définie, cases de %1 pixels. Choisissez une tuile pour changer la façon dont la carte la dessine.</numerusform>
            <numerusform>tileset.json&#xa0;: %n tuiles définies, cases de %1 pixels. Choisissez une tuile pour changer la façon dont la carte la dessine.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="301"/>
        <source>This pack uses its dependency&apos;s tileset: making its own starts from the game&apos;s tiles, and the records&apos; glyphs and colours.</source>
        <translation>Ce pack utilise le jeu de tuiles de sa dépendance&#xa0;: le sien partira des tuiles du jeu, et des glyphes et couleurs des enregistrements.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="304"/>
        <source>This pack has no tileset.json: the map draws each record&apos;s glyph and colour and the game&apos;s own tiles.</source>
        <translation>Ce pack n&apos;a pas de tileset.json&#xa0;: la carte dessine le glyphe et la couleur de chaque enregistrement et les tuiles du jeu.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="317"/>
        <source>Tileset</source>
        <translation>Jeu de tuiles</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="318"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="803"/>
        <source>Make a tileset</source>
        <translation>Créer un jeu de tuiles</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="319"/>
        <source>Make tileset.json for this pack (one step: Ctrl+Z takes it back)</source>
        <translation>Créer tileset.json pour ce pack (une étape&#xa0;: Ctrl+Z l&apos;annule)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="320"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="340"/>
        <source>Find a tile</source>
        <translation>Chercher une tuile</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="321"/>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="321"/>
        <source>In tileset.json</source>
        <translation>Dans tileset.json</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="322"/>
        <source>Tiles the map draws</source>
        <translation>Tuiles que la carte dessine</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="323"/>
        <source>The character drawn in the glyph look (one character)</source>
        <translation>Le caractère dessiné en apparence glyphes (un caractère)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="324"/>
        <source>The glyph&apos;s colour, #rrggbb</source>
        <translation>La couleur du glyphe, #rrggbb</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="325"/>
        <source>The cell&apos;s colour behind the glyph, #rrggbb (none: the floor&apos;s)</source>
        <translation>La couleur de la case derrière le glyphe, #rrggbb (aucune&#xa0;: celle du sol)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="326"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="345"/>
        <source>Choose the glyph&apos;s colour</source>
        <translation>Choisir la couleur du glyphe</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="327"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="346"/>
        <source>Choose the cell&apos;s colour</source>
        <translation>Choisir la couleur de la case</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="328"/>
        <source>The sprite sheet (a PNG in the pack) whose cell the tile look draws</source>
        <translation>La planche de sprites (un PNG du pack) dont l&apos;apparence tuiles dessine une case</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="329"/>
        <source>The sprite&apos;s column on the sheet, from 0</source>
        <translation>La colonne du sprite sur la planche, à partir de 0</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="330"/>
        <source>The sprite&apos;s row on the sheet, from 0</source>
        <translation>La ligne du sprite sur la planche, à partir de 0</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="331"/>
        <source>Pick…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="332"/>
        <source>Choose the cell on the sheet</source>
        <translation>Choisir la case sur la planche</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="333"/>
        <source>Import a sprite sheet…</source>
        <translation>Importer une planche de sprites…</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="334"/>
        <source>Copy a PNG into the pack (sprites/) and give it to this tile: its size must be whole cells of the tile size</source>
        <translation>Copier un PNG dans le pack (sprites/) et le donner à cette tuile&#xa0;: sa taille doit faire des cases entières de la taille des tuiles</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="336"/>
        <source>Reset tile</source>
        <translation>Réinitialiser la tuile</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="337"/>
        <source>Take the tile out of tileset.json: the record&apos;s own look, or the game&apos;s tile, shows again</source>
        <translation>Retirer la tuile de tileset.json&#xa0;: l&apos;apparence propre de l&apos;enregistrement, ou la tuile du jeu, s&apos;affiche de nouveau</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="339"/>
        <source>A level drawn with this tileset</source>
        <translation>Un niveau dessiné avec ce jeu de tuiles</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="341"/>
        <source>The chosen tile</source>
        <translation>La tuile choisie</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="342"/>
        <source>Glyph</source>
        <translation>Glyphe</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="343"/>
        <source>Glyph colour</source>
        <translation>Couleur du glyphe</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="344"/>
        <source>Cell colour</source>
        <translation>Couleur de la case</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="347"/>
        <source>Sprite sheet</source>
        <translation>Planche de sprites</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="348"/>
        <source>Sprite column</source>
        <translation>Colonne du sprite</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="349"/>
        <source>Sprite row</source>
        <translation>Ligne du sprite</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="413"/>
        <source>Map features</source>
        <translation>Éléments de la carte</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="416"/>
        <source>Monsters</source>
        <translation>Monstres</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="418"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="421"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="424"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="419"/>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="422"/>
        <source>Traps</source>
        <translation>Pièges</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="439"/>
        <source>Choose a tile on the left.</source>
        <translation>Choisissez une tuile à gauche.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="459"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="461"/>
        <source>(the game&apos;s)</source>
        <translation>(celle du jeu)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="460"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="461"/>
        <source>%1 (the record&apos;s)</source>
        <translation>%1 (celle de l&apos;enregistrement)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="462"/>
        <source>(the floor&apos;s)</source>
        <translation>(celle du sol)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="481"/>
        <source>(no sprite)</source>
        <translation>(aucun sprite)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="543"/>
        <source>%1 at the game&apos;s zoom levels (%2 pixels), in the tile look above and the glyph look below</source>
        <translation>%1 aux niveaux de zoom du jeu (%2 pixels), en apparence tuiles au-dessus et en apparence glyphes en dessous</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="586"/>
        <source>Change %1 of tile %2</source>
        <translation>Modifier %1 de la tuile %2</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="633"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="638"/>
        <source>Change sprite of tile %1</source>
        <translation>Modifier le sprite de la tuile %1</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="659"/>
        <source>Reset tile %1</source>
        <translation>Réinitialiser la tuile %1</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="668"/>
        <source>The cell&apos;s colour</source>
        <translation>La couleur de la case</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="668"/>
        <source>The glyph&apos;s colour</source>
        <translation>La couleur du glyphe</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="679"/>
        <source>Pick a cell</source>
        <translation>Choisir une case</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="680"/>
        <source>%1 cannot be read as an image.</source>
        <translation>%1 ne peut pas être lu comme une image.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="685"/>
        <source>%1: %2 × %3 cells of %4 pixels</source>
        <translation>%1&#xa0;: %2 × %3 cases de %4 pixels</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="714"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="720"/>
        <source>Import a sprite sheet</source>
        <translation>Importer une planche de sprites</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="715"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="730"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="796"/>
        <source>The pack cannot be changed.</source>
        <translation>Le pack ne peut pas être modifié.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="733"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="774"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="737"/>
        <source>%1 is not a PNG image.</source>
        <translation>%1 n&apos;est pas une image PNG.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="741"/>
        <source>%1 is %2 × %3 pixels: a sprite sheet is made of whole cells of %4 pixels (the tileset&apos;s tileSize), e.g. %5 × %6.</source>
        <translation>%1 fait %2 × %3 pixels&#xa0;: une planche de sprites est faite de cases entières de %4 pixels (le tileSize du jeu de tuiles), p. ex. %5 × %6.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="768"/>
        <source>%1: no free name in sprites/</source>
        <translation>%1&#xa0;: aucun nom libre dans sprites/</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="771"/>
        <source>%1: the folder sprites/ cannot be made</source>
        <translation>%1&#xa0;: le dossier sprites/ ne peut pas être créé</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="805"/>
        <source>The pack has a tileset.json already.</source>
        <translation>Le pack a déjà un tileset.json.</translation>
    </message>
</context>
<context>
    <name>pd::VaultEditor</name>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="205"/>
        <source>Change vault name</source>
        <translation>Changer le nom du caveau</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="222"/>
        <source>Change vault table</source>
        <translation>Changer la table du caveau</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="255"/>
        <source>Paint vault cells</source>
        <translation>Peindre les cases du caveau</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="303"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="304"/>
        <source>Items ($)</source>
        <translation>Objets ($)</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="305"/>
        <source>Monsters (M)</source>
        <translation>Monstres (M)</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="306"/>
        <source>Stock (S)</source>
        <translation>Marchandises (S)</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="307"/>
        <source>Width × height</source>
        <translation>Largeur × hauteur</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="308"/>
        <source>Vault name</source>
        <translation>Nom du caveau</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="309"/>
        <source>Items table ($ cells)</source>
        <translation>Table d&apos;objets (cases $)</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="310"/>
        <source>Monsters table or monster (M cells)</source>
        <translation>Table de monstres ou monstre (cases M)</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="311"/>
        <source>Stock table (S cells)</source>
        <translation>Table de marchandises (cases S)</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="312"/>
        <source>Vault width</source>
        <translation>Largeur du caveau</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="313"/>
        <source>Vault height</source>
        <translation>Hauteur du caveau</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="317"/>
        <source>treasury, library, den…</source>
        <translation>trésor, bibliothèque, repaire…</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="318"/>
        <source>A name for the vault, for the Editor and the look command (&quot;vault&quot;; no id: the rows are the list). May be left empty.</source>
        <translation>Un nom pour le caveau, pour l&apos;éditeur et la commande regarder («&#xa0;vault&#xa0;» ; pas d&apos;identifiant : les lignes sont la liste). Peut rester vide.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="320"/>
        <source>The table the $ cells draw their items from (&quot;items&quot;). May be left empty when the grid has no $.</source>
        <translation>La table dont les cases $ tirent leurs objets («&#xa0;items&#xa0;»). Peut rester vide si la grille n&apos;a pas de $.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="322"/>
        <source>The table, or a single monster, the M cells draw their monsters from (&quot;monsters&quot;). May be left empty when the grid has no M.</source>
        <translation>La table, ou un seul monstre, dont les cases M tirent leurs monstres («&#xa0;monsters&#xa0;»). Peut rester vide si la grille n&apos;a pas de M.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="324"/>
        <source>The table of items for sale the S cells draw from, bought with gold (&quot;stock&quot;). May be left empty when the grid has no S.</source>
        <translation>La table des objets à vendre dont tirent les cases S, achetés avec de l&apos;or («&#xa0;stock&#xa0;»). Peut rester vide si la grille n&apos;a pas de S.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="326"/>
        <source>How many cells wide the vault is, %1 to %2. Narrowing cuts the right-hand columns; widening adds walls.</source>
        <translation>La largeur du caveau en cases, de %1 à %2. Rétrécir coupe les colonnes de droite ; élargir ajoute des murs.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="330"/>
        <source>How many cells tall the vault is, %1 to %2. Lowering cuts the bottom rows; raising adds walls.</source>
        <translation>La hauteur du caveau en cases, de %1 à %2. Abaisser coupe les lignes du bas ; rehausser ajoute des murs.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="334"/>
        <source>Click or drag to paint the character chosen below the fields. The edge holds only walls and doors, with a door off the corners.</source>
        <translation>Cliquez ou glissez pour peindre le caractère choisi sous les champs. Le bord ne contient que des murs et des portes, une porte hors des coins.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="336"/>
        <source>The vault&apos;s grid</source>
        <translation>La grille du caveau</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="338"/>
        <source>Paint with:</source>
        <translation>Peindre avec :</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="340"/>
        <source>Wall (#): solid rock. The edge of the vault is walls and doors only.</source>
        <translation>Mur (#) : roche pleine. Le bord du caveau n&apos;est que murs et portes.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="341"/>
        <source>Floor (.): open ground.</source>
        <translation>Sol (.) : terrain libre.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="342"/>
        <source>Door (+): a way in, in the edge but not in a corner.</source>
        <translation>Porte (+) : une entrée, dans le bord mais pas dans un coin.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="343"/>
        <source>Locked door (L): opened by the ruleset&apos;s vault key, which the level lays elsewhere.</source>
        <translation>Porte verrouillée (L) : s&apos;ouvre avec la clé de caveau des règles, que le niveau pose ailleurs.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="344"/>
        <source>Deep water (~): the hero swims through it and may lose things he carries; monsters keep out.</source>
        <translation>Eau profonde (~) : le héros la traverse à la nage et peut perdre ce qu&apos;il porte ; les monstres restent dehors.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="346"/>
        <source>Tall grass (&quot;): walked through, but it blocks sight like a wall.</source>
        <translation>Hautes herbes (&quot;) : on les traverse, mais elles bloquent la vue comme un mur.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="347"/>
        <source>Item ($): an item drawn from the vault&apos;s items table.</source>
        <translation>Objet ($) : un objet tiré de la table d&apos;objets du caveau.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="348"/>
        <source>Monster (M): a monster drawn from the vault&apos;s monsters table (or that monster).</source>
        <translation>Monstre (M) : un monstre tiré de la table de monstres du caveau (ou ce monstre).</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="349"/>
        <source>For sale (S): an item drawn from the vault&apos;s stock table, sold for gold.</source>
        <translation>À vendre (S) : un objet tiré de la table de marchandises du caveau, vendu contre de l&apos;or.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="469"/>
        <source>Row %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="526"/>
        <source>Resize vault</source>
        <translation>Redimensionner le caveau</translation>
    </message>
</context>
<context>
    <name>pd::WhereFromDock</name>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="136"/>
        <source>Where from</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="137"/>
        <source>Record</source>
        <translation>Fiche</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="138"/>
        <source>Where it comes from</source>
        <translation>D&apos;où il vient</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="139"/>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="139"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="139"/>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="140"/>
        <source>The chance of at least one, per roll, chest, kill or level as the line says: in per cent, and exact</source>
        <translation>La chance d&apos;en avoir au moins un, par tirage, coffre, monstre tué ou niveau selon la ligne&#xa0;: en pour cent, et exacte</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="142"/>
        <source>How many on average</source>
        <translation>Combien en moyenne</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="163"/>
        <source>item</source>
        <translation>objet</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="164"/>
        <source>monster</source>
        <translation>monstre</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="165"/>
        <source>trap</source>
        <translation>piège</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="208"/>
        <source>a roll of %1</source>
        <translation>un tirage de %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="210"/>
        <source>%1, the %2 table of depth band %3</source>
        <translation>%1, la table %2 de la tranche de profondeur %3</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="214"/>
        <source>chests of %1, opened (band %2)</source>
        <translation>coffres de %1, ouverts (tranche %2)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="216"/>
        <source>chests of %1, the mimic (band %2)</source>
        <translation>coffres de %1, la mimique (tranche %2)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="218"/>
        <source>chests of %1, their trap (band %2)</source>
        <translation>coffres de %1, leur piège (tranche %2)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="220"/>
        <source>maze chests&apos; guards from %1 (band %2)</source>
        <translation>gardiens des coffres du labyrinthe issus de %1 (tranche %2)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="222"/>
        <source>the trophy of %1, per kill</source>
        <translation>le trophée (%1), par monstre tué</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/WhereFromDock.cpp" line="224"/>
        <source>the hero starts with %n</source>
        <translation>
            <numerusform>le héros commence avec %n</numerusform>
            <numerusform>le héros commence avec %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="226"/>
        <source>the win item, laid on depth %1</source>
        <translation>l&apos;objet de la victoire, posé à la profondeur %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="240"/>
        <source>the key to vault %1&apos;s locked door (%2, band %3)</source>
        <translation>la clé de la porte verrouillée du caveau %1 (%2, tranche %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/WhereFromDock.cpp" line="242"/>
        <source>vault %1&apos;s %n $ cell(s), each a roll of %4 (%2, band %3)</source>
        <translation>
            <numerusform>la %n case $ du caveau %1, chacune un tirage de %4 (%2, tranche %3)</numerusform>
            <numerusform>les %n cases $ du caveau %1, chacune un tirage de %4 (%2, tranche %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/WhereFromDock.cpp" line="244"/>
        <source>vault %1&apos;s %n S cell(s) for sale, each a roll of %4 (%2, band %3)</source>
        <translation>
            <numerusform>la %n case S à vendre du caveau %1, chacune un tirage de %4 (%2, tranche %3)</numerusform>
            <numerusform>les %n cases S à vendre du caveau %1, chacune un tirage de %4 (%2, tranche %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/WhereFromDock.cpp" line="247"/>
        <source>vault %1&apos;s %n M cell(s), each a roll of %4 (%2, band %3)</source>
        <translation>
            <numerusform>la %n case M du caveau %1, chacune un tirage de %4 (%2, tranche %3)</numerusform>
            <numerusform>les %n cases M du caveau %1, chacune un tirage de %4 (%2, tranche %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/WhereFromDock.cpp" line="249"/>
        <source>vault %1&apos;s %n M cell(s), each a %4 (%2, band %3)</source>
        <translation>
            <numerusform>la %n case M du caveau %1, chacune un %4 (%2, tranche %3)</numerusform>
            <numerusform>les %n cases M du caveau %1, chacune un %4 (%2, tranche %3)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="253"/>
        <source>; per level when the vault is placed, so at most</source>
        <translation> ; par niveau quand le caveau est placé, donc au plus</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="255"/>
        <source>; a roll can give several: only the first counts, so every figure is at most</source>
        <translation> ; un tirage peut en donner plusieurs : seul le premier compte, donc chaque chiffre est au plus</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="269"/>
        <source>Choose an item, monster or trap to see every way the pack gives it.</source>
        <translation>Choisissez un objet, un monstre ou un piège pour voir toutes les façons dont le pack le donne.</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="274"/>
        <source>Not computed: %1</source>
        <translation>Non calculé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="279"/>
        <source>Nothing in the pack gives %1.</source>
        <translation>Rien dans le pack ne donne %1.</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="280"/>
        <source>Every way the pack gives %1; double-click a table to edit it.</source>
        <translation>Toutes les façons dont le pack donne %1&#xa0;; double-cliquez sur une table pour la modifier.</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="289"/>
        <source>%1 row %2</source>
        <translation>%1 ligne %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="291"/>
        <source> (all #%1)</source>
        <translation> (tous les n°%1)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="304"/>
        <source>depth %1: a level, %2 rolls on average</source>
        <translation>profondeur %1&#xa0;: un niveau, %2 tirages en moyenne</translation>
    </message>
</context>
<context>
    <name>pd::XpHud</name>
    <message>
        <location filename="../app/game/XpHud.cpp" line="30"/>
        <source>XP %1</source>
        <translation>PX %1</translation>
    </message>
</context>
</TS>
