<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- English plural forms only (numerus entries); every other English string is its own source.
     Kept by hand, not by lupdate: tests/tst_wording checks that it lists every numerus source. -->
<TS version="2.1" language="en">
<context>
    <name>collviz::core::Algorithm</name>
    <message numerus="yes">
        <source>%n tree edge(s)</source>
        <translation>
            <numerusform>%n tree edge</numerusform>
            <numerusform>%n tree edges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n contribution(s)</source>
        <translation>
            <numerusform>%n contribution</numerusform>
            <numerusform>%n contributions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cluster(s)</source>
        <translation>
            <numerusform>%n cluster</numerusform>
            <numerusform>%n clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s)</source>
        <translation>
            <numerusform>%n block</numerusform>
            <numerusform>%n blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bit(s)</source>
        <translation>
            <numerusform>%n bit</numerusform>
            <numerusform>%n bits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hop(s)</source>
        <translation>
            <numerusform>%n hop</numerusform>
            <numerusform>%n hops</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n level</numerusform>
            <numerusform>%n levels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n message</numerusform>
            <numerusform>%n messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n packet(s)</source>
        <translation>
            <numerusform>%n packet</numerusform>
            <numerusform>%n packets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partial sum(s)</source>
        <translation>
            <numerusform>%n partial sum</numerusform>
            <numerusform>%n partial sums</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n place(s)</source>
        <translation>
            <numerusform>%n place</numerusform>
            <numerusform>%n places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n product</numerusform>
            <numerusform>%n products</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n total(s)</source>
        <translation>
            <numerusform>%n total</numerusform>
            <numerusform>%n totals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n message(s)</source>
        <translation>
            <numerusform>the %n message</numerusform>
            <numerusform>all %n messages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>collviz::core::designer</name>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n arrival(s) still missing: %1</source>
        <translation>
            <numerusform>%n arrival still missing: %1</numerusform>
            <numerusform>%n arrivals still missing: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shared channels make %n transfer(s) take turns, which costs time</source>
        <translation>
            <numerusform>shared channels make %n transfer take turns, which costs time</numerusform>
            <numerusform>shared channels make %n transfers take turns, which costs time</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>collviz::core::Engine</name>
    <message numerus="yes">
        <source>%n hop(s)</source>
        <translation>
            <numerusform>%n hop</numerusform>
            <numerusform>%n hops</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n message</numerusform>
            <numerusform>%n messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n transfer(s)</source>
        <translation>
            <numerusform>%n transfer</numerusform>
            <numerusform>%n transfers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>collviz::core::msccl</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of %2: %n transfer(s) of the MSCCL algorithm&apos;s steps: %3.</source>
        <translation>
            <numerusform>Round %1 of %2: %n transfer of the MSCCL algorithm&apos;s steps: %3.</numerusform>
            <numerusform>Round %1 of %2: %n transfers of the MSCCL algorithm&apos;s steps: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>MSCCL has no barrier between rounds: %n transfer(s) of this run wait for nothing in the round before (the first in round %1, GPU %2 to GPU %3), and the MSCCL runtime starts them as soon as their data is there</source>
        <translation>
            <numerusform>MSCCL has no barrier between rounds: %n transfer of this run waits for nothing in the round before (round %1, GPU %2 to GPU %3), and the MSCCL runtime starts it as soon as its data is there</numerusform>
            <numerusform>MSCCL has no barrier between rounds: %n transfers of this run wait for nothing in the round before (the first in round %1, GPU %2 to GPU %3), and the MSCCL runtime starts them as soon as their data is there</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>collviz::views::ComparePanel</name>
    <message numerus="yes">
        <source>%n round(s), run time %1</source>
        <translation>
            <numerusform>%n round, run time %1</numerusform>
            <numerusform>%n rounds, run time %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>collviz::views::DesignerPanel</name>
    <message numerus="yes">
        <source>%1 Round %2: %n transfer(s), time %3</source>
        <translation>
            <numerusform>%1 Round %2: %n transfer, time %3</numerusform>
            <numerusform>%1 Round %2: %n transfers, time %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) broken</source>
        <translation>
            <numerusform>%n rule broken</numerusform>
            <numerusform>%n rules broken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: time %2. Schedule: %n round(s), time %3, %4.</source>
        <translation>
            <numerusform>Round %1: time %2. Schedule: %n round, time %3, %4.</numerusform>
            <numerusform>Round %1: time %2. Schedule: %n rounds, time %3, %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>collviz::views::NarrationPanel</name>
    <message numerus="yes">
        <source>Start · %n round(s)</source>
        <translation>
            <numerusform>Start · %n round</numerusform>
            <numerusform>Start · %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What-if: this round breaks the model's rules %n time(s) (%1).</source>
        <translation>
            <numerusform>What-if: this round breaks the model's rules once (%1).</numerusform>
            <numerusform>What-if: this round breaks the model's rules %n times (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>collviz::views::NetworkFigure</name>
    <message numerus="yes">
        <source>initial state (%n round(s) follow)</source>
        <translation>
            <numerusform>initial state (%n round follows)</numerusform>
            <numerusform>initial state (%n rounds follow)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>collviz::views::NetworkView</name>
    <message numerus="yes">
        <source>%1 (and %n more in this round)</source>
        <translation>
            <numerusform>%1 (and %n more in this round)</numerusform>
            <numerusform>%1 (and %n more in this round)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 -&gt; %2, %n packet(s), on this channel %3 to %4</source>
        <translation>
            <numerusform>%1 -&gt; %2, %n packet, on this channel %3 to %4</numerusform>
            <numerusform>%1 -&gt; %2, %n packets, on this channel %3 to %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holds %n packet(s):</source>
        <translation>
            <numerusform>Holds %n packet:</numerusform>
            <numerusform>Holds %n packets:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message %1 -&gt; %2, %n packet(s):</source>
        <translation>
            <numerusform>Message %1 -&gt; %2, %n packet:</numerusform>
            <numerusform>Message %1 -&gt; %2, %n packets:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Overview of %n vertices: dark = holds data, idle links not drawn</source>
        <translation>
            <numerusform>Overview of %n vertex: dark = holds data, idle links not drawn</numerusform>
            <numerusform>Overview of %n vertices: dark = holds data, idle links not drawn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n message(s)</source>
        <translation>
            <numerusform>Round %1: %n message</numerusform>
            <numerusform>Round %1: %n messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 before the first of its %n round(s): nothing is sent yet.</source>
        <translation>
            <numerusform>%1 on %2 before its one round: nothing is sent yet.</numerusform>
            <numerusform>%1 on %2 before the first of its %n rounds: nothing is sent yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 carries %n packet(s): %2</source>
        <translation>
            <numerusform>%1 carries %n packet: %2</numerusform>
            <numerusform>%1 carries %n packets: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more transfer(s)</source>
        <translation>
            <numerusform>and %n more transfer</numerusform>
            <numerusform>and %n more transfers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>collviz::views::ScheduleTableModel</name>
    <message numerus="yes">
        <source>Round %1: %2 receives from %3, %n packet(s), from %4 to %5</source>
        <translation>
            <numerusform>Round %1: %2 receives from %3, %n packet, from %4 to %5</numerusform>
            <numerusform>Round %1: %2 receives from %3, %n packets, from %4 to %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 sends to %3, %n packet(s), from %4 to %5</source>
        <translation>
            <numerusform>Round %1: %2 sends to %3, %n packet, from %4 to %5</numerusform>
            <numerusform>Round %1: %2 sends to %3, %n packets, from %4 to %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>collviz::views::tikz</name>
    <message numerus="yes">
        <source>initial state (%n round(s) follow)</source>
        <translation>
            <numerusform>initial state (%n round follows)</numerusform>
            <numerusform>initial state (%n rounds follow)</numerusform>
        </translation>
    </message>
</context>
</TS>
