<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>collviz::core::Algorithm</name>
    <message>
        <source>%1 runs on %2, not on %3</source>
        <translation>%1 běží na %2, ne na %3</translation>
    </message>
    <message>
        <source>root %1 is not a processor of %2 (accepted: 0..%3)</source>
        <translation>kořen %1 není procesor sítě %2 (přípustné: 0..%3)</translation>
    </message>
    <message>
        <source>shift %1 is out of range for %2 (accepted: 1..%3)</source>
        <translation>posun %1 je mimo rozsah pro %2 (přípustné: 1..%3)</translation>
    </message>
    <message>
        <source>All-to-all broadcast on a ring</source>
        <translation>Vysílání všichni všem na kruhu</translation>
    </message>
    <message>
        <source>Every node sends its own message to its right neighbour; in each of the following steps it forwards the message it has just received. After p-1 steps every node holds all p messages. Only one link direction is used and every link carries one message per step, which is asymptotically optimal because the ring&apos;s bisection width is 2.</source>
        <translation>Každý uzel pošle svou zprávu pravému sousedovi; v každém dalším kroku předá zprávu, kterou právě přijal. Po p-1 krocích má každý uzel všech p zpráv. Používá se jen jeden směr linek a každá linka nese v každém kroku jednu zprávu, což je asymptoticky optimální, protože bisekční šířka kruhu je 2.</translation>
    </message>
    <message>
        <source>All-to-all broadcast on a mesh or torus</source>
        <translation>Vysílání všichni všem na mřížce nebo toroidu</translation>
    </message>
    <message>
        <source>First every row performs the ring all-to-all broadcast: in a-1 steps each node passes the message it received last to its right neighbour, so every node ends up with the a messages of its row. Each node then consolidates them into one message of a m words, and every column performs the same ring algorithm on these in b-1 steps; on a 3D mesh or torus the z-lines follow with the consolidated planes. The time is t_s (a + b - 2) + t_w m (p - 1) in 2D (2 t_s (sqrt p - 1) + t_w m (p - 1) on a square; plus c - 1 start-ups in 3D), and each node must receive m (p - 1) words anyway. The text treats every row and column as a ring; on a mesh without wraparound the message from the last node travels back along the line over channels no other message uses, which costs nothing extra under wormhole routing when t_h = 0 but a - 1 hops of t_w m under store-and-forward.</source>
        <translation>Nejprve každý řádek provede vysílání všichni všem na kruhu: v a-1 krocích každý uzel předává pravému sousedovi zprávu, kterou přijal naposledy, takže nakonec má každý uzel a zpráv svého řádku. Každý uzel je pak spojí do jedné zprávy o a m slovech a každý sloupec provede na nich stejný kruhový algoritmus v b-1 krocích; na 3D mřížce nebo toroidu následují z-linie se spojenými rovinami. Čas je t_s (a + b - 2) + t_w m (p - 1) ve 2D (2 t_s (sqrt p - 1) + t_w m (p - 1) na čtverci; ve 3D navíc c - 1 startů) a každý uzel musí tak jako tak přijmout m (p - 1) slov. Text bere každý řádek a sloupec jako kruh; na mřížce bez přechodu přes okraj putuje zpráva od posledního uzlu zpět po linii kanály, které žádná jiná zpráva nepoužívá, což při červím přepínání a t_h = 0 nic navíc nestojí, ale při přepínání s mezipamětí to je a - 1 skoků po t_w m.</translation>
    </message>
    <message>
        <source>All-to-all broadcast on a hypercube</source>
        <translation>Vysílání všichni všem na hyperkrychli</translation>
    </message>
    <message>
        <source>In step i (i = 0 .. d-1) every node exchanges everything it holds with its neighbour across dimension i and adds what it receives. After step i every node holds the messages of its subcube of 2^(i+1) nodes, so the message doubles every step: m, 2m, 4m, ... words. The time is t_s log p + t_w m (p - 1), which no 1-port algorithm can beat: it needs log p start-ups to hear from everyone and must receive m (p - 1) words.</source>
        <translation>V kroku i (i = 0 .. d-1) si každý uzel vymění vše, co má, se sousedem v dimenzi i a přidá, co přijme. Po kroku i má každý uzel zprávy své podkrychle o 2^(i+1) uzlech, takže se zpráva v každém kroku zdvojnásobí: m, 2m, 4m, ... slov. Čas je t_s log p + t_w m (p - 1), což žádný 1-portový algoritmus nepřekoná: potřebuje log p startů, aby se dozvěděl od všech, a musí přijmout m (p - 1) slov.</translation>
    </message>
    <message>
        <source>All-to-all reduction on a ring</source>
        <translation>Redukce všichni všem na kruhu</translation>
    </message>
    <message>
        <source>The dual of the ring all-to-all broadcast: the messages run the other way round and are added up instead of collected. In step i every node sends to its left neighbour the partial sum for the node i places to its right: its own contribution plus the partial sum it received in the step before. After p-1 steps every node receives the sum of all other contributions for itself and adds its own. Every message is m words, so the time is (t_s + t_w m)(p - 1), as for the broadcast.</source>
        <translation>Duál vysílání všichni všem na kruhu: zprávy běží opačným směrem a místo shromažďování se sčítají. V kroku i každý uzel pošle levému sousedovi částečný součet pro uzel o i míst napravo: svůj vlastní příspěvek plus částečný součet, který přijal v předchozím kroku. Po p-1 krocích přijme každý uzel součet všech ostatních příspěvků pro sebe a přičte svůj. Každá zpráva má m slov, takže čas je (t_s + t_w m)(p - 1), stejně jako u vysílání.</translation>
    </message>
    <message>
        <source>All-to-all reduction on a hypercube</source>
        <translation>Redukce všichni všem na hyperkrychli</translation>
    </message>
    <message>
        <source>The hypercube all-to-all broadcast run backwards, with sums instead of unions. Every node starts with a contribution for every node. In the first step it sends the p/2 partial sums meant for the other half of the cube (highest dimension) to its partner there and adds the partner&apos;s sums for its own half; then the same within the half, with p/4 sums, and so on down to dimension 0. The messages halve every step, so the time is t_s log p + t_w m (p - 1), the same as the broadcast.</source>
        <translation>Vysílání všichni všem na hyperkrychli pozpátku, se součty místo sjednocení. Každý uzel začíná s příspěvkem pro každý uzel. V prvním kroku pošle p/2 částečných součtů určených pro druhou polovinu krychle (nejvyšší dimenze) svému partnerovi tam a přičte partnerovy součty pro svou polovinu; pak totéž uvnitř poloviny s p/4 součty a tak dál až k dimenzi 0. Zprávy se v každém kroku zmenší na polovinu, takže čas je t_s log p + t_w m (p - 1), stejně jako u vysílání.</translation>
    </message>
    <message>
        <source>All-reduce on a hypercube</source>
        <translation>Redukce všichni všem (allreduce) na hyperkrychli</translation>
    </message>
    <message>
        <source>The communication pattern of the hypercube all-to-all broadcast: in step i every node exchanges its partial sum with its neighbour across dimension i. Instead of concatenating, both add the two sums, so after step i every node holds the sum over its subcube of 2^(i+1) nodes and the message never grows. The time is (t_s + t_w m) log p, half of a reduction followed by a broadcast.</source>
        <translation>Komunikační vzor vysílání všichni všem na hyperkrychli: v kroku i si každý uzel vymění svůj částečný součet se sousedem v dimenzi i. Místo spojování oba součty sečtou, takže po kroku i má každý uzel součet přes svou podkrychli o 2^(i+1) uzlech a zpráva nikdy neroste. Čas je (t_s + t_w m) log p, polovina redukce následované vysíláním.</translation>
    </message>
    <message>
        <source>Prefix sums on a hypercube</source>
        <translation>Prefixové součty na hyperkrychli</translation>
    </message>
    <message>
        <source>Node k must end with n_0 + ... + n_k. Every node keeps two sums: msg, the sum over its current subcube, which it exchanges with its neighbour across dimension i in step i exactly as in the all-reduce, and result, its own prefix sum. A node adds the number it receives to msg always, and to result only when the partner&apos;s label is smaller than its own, because only then are the partner&apos;s numbers in its prefix. The time is (t_s + t_w m) log p. The seed&apos;s listing closes the loop before the &apos;if partner &lt; my_id&apos; test; the test belongs inside the loop, as the sums of Fig. 3.3.2 show, and that is what runs here.</source>
        <translation>Uzel k musí skončit s n_0 + ... + n_k. Každý uzel si vede dva součty: msg, součet přes svou aktuální podkrychli, který v kroku i vymění se sousedem v dimenzi i přesně jako při allreduce, a result, svůj vlastní prefixový součet. Přijaté číslo uzel vždy přičte k msg a k result jen tehdy, když má partner menší označení než on, protože jen pak patří partnerova čísla do jeho prefixu. Čas je (t_s + t_w m) log p. Výpis ve zdroji uzavírá smyčku před testem &apos;if partner &lt; my_id&apos;; test patří dovnitř smyčky, jak ukazují součty na obr. 3.3.2, a tak to zde běží.</translation>
    </message>
    <message>
        <source>All-to-all personalized: standard exchange</source>
        <translation>Personalizovaná komunikace všichni všem: standardní výměna</translation>
    </message>
    <message>
        <source>The cube is halved log p times. In each round every node gathers the p/2 packets it holds whose destinations lie in the opposite subcube, combines them into one message and exchanges it with its partner across the current dimension, highest dimension first. Every message has the same size, m p/2 words, so the time is (t_s + t_w m p/2) log p: few start-ups, but each packet is sent log p / 2 times on average, which is why it loses to the pairwise exchange for large m. It needs a combining model.</source>
        <translation>Krychle se log p krát rozpůlí. V každém kole každý uzel shromáždí p/2 paketů, které má a jejichž cíle leží v protější podkrychli, spojí je do jedné zprávy a vymění ji se svým partnerem v aktuální dimenzi, od nejvyšší dimenze. Všechny zprávy mají stejnou velikost m p/2 slov, takže čas je (t_s + t_w m p/2) log p: málo startů, ale každý paket se v průměru posílá log p / 2 krát, a proto pro velká m prohrává s párovou výměnou. Potřebuje kombinující model.</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends the %3 packets whose destinations differ from it in bit %4 to its partner across dimension %4, as one message.</source>
        <translation>Kolo %1 z %2: každý uzel pošle partnerovi v dimenzi %4 jako jednu zprávu %3 paketů, jejichž cíle se od něj liší v bitu %4.</translation>
    </message>
    <message>
        <source>All-to-all personalized: pairwise exchange</source>
        <translation>Personalizovaná komunikace všichni všem: párová výměna</translation>
    </message>
    <message>
        <source>In step j (j = 1 .. p-1) every node i sends the packet for node i XOR j directly to it, over the e-cube route, and receives that node&apos;s packet in return. Every packet travels once, on a shortest path, and e-cube routing keeps all paths of a step on distinct channels, so the time is (t_s + t_w m)(p - 1) plus the per-hop time the text ignores. It needs cut-through (wormhole) routing: under store-and-forward each message pays t_w m once per hop.</source>
        <translation>V kroku j (j = 1 .. p-1) pošle každý uzel i paket pro uzel i XOR j přímo jemu po trase e-cube a na oplátku přijme paket tohoto uzlu. Každý paket putuje jednou, nejkratší cestou, a směrování e-cube drží všechny cesty jednoho kroku na různých kanálech, takže čas je (t_s + t_w m)(p - 1) plus čas na skok, který text pomíjí. Potřebuje průchozí (červí) přepínání: při přepínání s mezipamětí platí každá zpráva t_w m za každý skok.</translation>
    </message>
    <message>
        <source>All-to-all personalized: ring pipeline</source>
        <translation>Personalizovaná komunikace všichni všem: kruhová pipeline</translation>
    </message>
    <message>
        <source>the model is noncombining, so each packet is its own message and pays its own start-up</source>
        <translation>model je nekombinující, takže každý paket je samostatná zpráva a platí vlastní start</translation>
    </message>
    <message>
        <source>with half-duplex links the two nodes of ring:2 send over their one link in turn</source>
        <translation>s poloduplexními linkami posílají oba uzly sítě ring:2 po své jediné lince střídavě</translation>
    </message>
    <message>
        <source>the texts&apos; formula leaves out the per-hop time t_h, which every step pays once</source>
        <translation>vzorec textů vynechává čas na skok t_h, který každý krok zaplatí jednou</translation>
    </message>
    <message>
        <source>row</source>
        <translation>řádek</translation>
    </message>
    <message>
        <source>column</source>
        <translation>sloupec</translation>
    </message>
    <message>
        <source>z-line</source>
        <translation>z-linie</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>vrstva</translation>
    </message>
    <message>
        <source>All-to-all personalized: ring pipeline per dimension</source>
        <translation>Personalizovaná komunikace všichni všem: kruhová pipeline po dimenzích</translation>
    </message>
    <message>
        <source>The ring pipeline runs once per dimension. In the first phase every node groups its packets by the column of their destination and runs the ring pipeline inside its row with clusters of p/z_1 packets, so afterwards each node holds only packets for its own column; the second phase does the same inside the columns, grouped by row, and a third dimension adds a third phase. Each phase costs (t_s + t_w m p/2)(z_k - 1), which on a sqrt(p) x sqrt(p) mesh gives the text&apos;s (2 t_s + t_w m p)(sqrt(p) - 1). A mesh has no wraparound link, so the message from the last node of a line back to the first travels along the line over the opposite-direction channels, which no other message uses: with wormhole routing and t_h = 0 it costs the same as one hop. The local rearrangement of packets between phases (t_r m p in the text) is not counted.</source>
        <translation>Kruhová pipeline běží jednou pro každou dimenzi. V první fázi každý uzel seskupí své pakety podle sloupce jejich cíle a spustí kruhovou pipeline uvnitř svého řádku se shluky po p/z_1 paketech, takže poté má každý uzel jen pakety pro svůj sloupec; druhá fáze dělá totéž uvnitř sloupců, seskupeno podle řádků, a třetí dimenze přidá třetí fázi. Každá fáze stojí (t_s + t_w m p/2)(z_k - 1), což na mřížce sqrt(p) x sqrt(p) dává (2 t_s + t_w m p)(sqrt(p) - 1) z textu. Mřížka nemá linku přes okraj, takže zpráva od posledního uzlu linie zpět k prvnímu putuje po linii kanály opačného směru, které žádná jiná zpráva nepoužívá: při červím přepínání a t_h = 0 stojí stejně jako jeden skok. Lokální přeuspořádání paketů mezi fázemi (t_r m p v textu) se nepočítá.</translation>
    </message>
    <message>
        <source>under store-and-forward the message from the last node of a line back to the first pays t_w per word on each of its z-1 hops; the text&apos;s cost assumes it is as cheap as one hop</source>
        <translation>při přepínání s mezipamětí platí zpráva od posledního uzlu linie zpět k prvnímu t_w za slovo na každém ze svých z-1 skoků; náklad v textu předpokládá, že je levná jako jeden skok</translation>
    </message>
    <message>
        <source>with half-duplex links the message from the last node of a line back to the first shares links with the forward messages</source>
        <translation>s poloduplexními linkami sdílí zpráva od posledního uzlu linie zpět k prvnímu linky se zprávami vpřed</translation>
    </message>
    <message>
        <source>the text&apos;s formula leaves out the per-hop time t_h (on a mesh the message back to the first node of a line pays it z-1 times)</source>
        <translation>vzorec textu vynechává čas na skok t_h (na mřížce ho zpráva zpět k prvnímu uzlu linie platí z-1 krát)</translation>
    </message>
    <message>
        <source>One-to-all broadcast by recursive doubling</source>
        <translation>Vysílání jeden všem rekurzivním zdvojováním</translation>
    </message>
    <message>
        <source>The source sends the message to the node farthest away in the half of the network that has no copy; from then on every node holding the message does the same within its half, so the number of informed nodes doubles every step. On a hypercube the halves are the subcubes across one dimension, highest dimension first; on meshes and tori the algorithm runs along X, then Y, then Z. Messages of one step never share a link. The text&apos;s cost (t_s + t_w m) log p ignores the per-hop time t_h of the longer ring and mesh messages; with a side that is not a power of two a line needs ceil(log2 z) steps.</source>
        <translation>Zdroj pošle zprávu nejvzdálenějšímu uzlu v té polovině sítě, která nemá kopii; od té chvíle dělá každý uzel se zprávou totéž ve své polovině, takže se počet informovaných uzlů v každém kroku zdvojnásobí. Na hyperkrychli jsou polovinami podkrychle v jedné dimenzi, od nejvyšší dimenze; na mřížkách a toroidech běží algoritmus podél X, pak Y, pak Z. Zprávy jednoho kroku nikdy nesdílejí linku. Náklad v textu (t_s + t_w m) log p pomíjí čas na skok t_h delších zpráv na kruhu a mřížce; se stranou, která není mocninou dvou, potřebuje linie ceil(log2 z) kroků.</translation>
    </message>
    <message>
        <source>One-to-all broadcast on a balanced binary tree</source>
        <translation>Vysílání jeden všem na vyváženém binárním stromu</translation>
    </message>
    <message>
        <source>The processors are the leaves of a balanced binary tree and the inner vertices only route. The hypercube algorithm is mapped onto the leaves: the source first sends to the leaf in the other half of the tree, then every leaf holding the message sends into the other half of its subtree, which is half as large each step. The messages of one step run in disjoint subtrees, so no link is ever congested, as the text says of Fig. 3.1.8. The cost (t_s + t_w m) log p ignores the per-hop time of the paths through the switches.</source>
        <translation>Procesory jsou listy vyváženého binárního stromu a vnitřní vrcholy jen směrují. Algoritmus z hyperkrychle se promítne na listy: zdroj nejprve pošle zprávu listu v druhé polovině stromu, pak každý list se zprávou posílá do druhé poloviny svého podstromu, který je v každém kroku poloviční. Zprávy jednoho kroku běží v disjunktních podstromech, takže žádná linka není nikdy zahlcena, jak text říká o obr. 3.1.8. Náklad (t_s + t_w m) log p pomíjí čas na skok cest přes přepínače.</translation>
    </message>
    <message>
        <source>One-to-all broadcast by sequential sends</source>
        <translation>Vysílání jeden všem postupným posíláním</translation>
    </message>
    <message>
        <source>The naive broadcast section 3.1.1 starts from: the source sends the message to each of the other p-1 nodes in turn. The text only says that the source is the bottleneck and that a single pair of nodes communicates at a time; the order chosen here is round the ring, the node k places after the source in step k, along the shorter way. It takes p-1 steps of t_s + t_w m, against log p steps for recursive doubling.</source>
        <translation>Naivní vysílání, z něhož vychází oddíl 3.1.1: zdroj pošle zprávu postupně každému z ostatních p-1 uzlů. Text jen říká, že úzkým hrdlem je zdroj a že v každém okamžiku komunikuje jediná dvojice uzlů; pořadí zvolené zde vede kolem kruhu, v kroku k uzlu o k míst za zdrojem, kratší cestou. Trvá p-1 kroků po t_s + t_w m, oproti log p krokům rekurzivního zdvojování.</translation>
    </message>
    <message>
        <source>One-to-all broadcast to the nearest nodes first (congested)</source>
        <translation>Vysílání jeden všem nejprve nejbližším uzlům (zahlcené)</translation>
    </message>
    <message>
        <source>The example section 3.1.1 warns against: node 0 sends to node 1, then nodes 0 and 1 send to nodes 2 and 3, then nodes 0 to 3 send to nodes 4 to 7, always forwards round the ring. The informed nodes still double every step, but the messages of one step overlap: all of them cross the link into the first uninformed node, so they queue there. The naive count (t_s + t_w m) log p ignores this; the engine serialises messages that share a link, so step k costs min(2^(k-1), p - 2^(k-1)) times t_s + t_w m, (p-1)(t_s + t_w m) in all when p is a power of two.</source>
        <translation>Příklad, před nímž oddíl 3.1.1 varuje: uzel 0 pošle zprávu uzlu 1, pak uzly 0 a 1 pošlou uzlům 2 a 3, pak uzly 0 až 3 uzlům 4 až 7, vždy vpřed kolem kruhu. Informovaných uzlů stále v každém kroku dvakrát přibude, ale zprávy jednoho kroku se překrývají: všechny procházejí linkou do prvního neinformovaného uzlu, takže tam čekají ve frontě. Naivní počet (t_s + t_w m) log p to pomíjí; jádro zprávy sdílející linku řadí za sebe, takže krok k stojí min(2^(k-1), p - 2^(k-1)) krát t_s + t_w m, celkem (p-1)(t_s + t_w m), je-li p mocnina dvou.</translation>
    </message>
    <message>
        <source>from step 2 on the messages of a step all cross the link into the first node without a copy, so under wormhole routing they queue: step k costs min(2^(k-1), p - 2^(k-1)) (t_s + t_w m), %1 (t_s + t_w m) in all on %2 nodes instead of the naive %3 (t_s + t_w m).</source>
        <translation>od kroku 2 procházejí všechny zprávy kroku linkou do prvního uzlu bez kopie, takže při červím přepínání čekají ve frontě: krok k stojí min(2^(k-1), p - 2^(k-1)) (t_s + t_w m), celkem %1 (t_s + t_w m) na %2 uzlech místo naivních %3 (t_s + t_w m).</translation>
    </message>
    <message>
        <source>One-to-all broadcast as scatter + all-to-all broadcast</source>
        <translation>Vysílání jeden všem jako rozesílání + vysílání všichni všem</translation>
    </message>
    <message>
        <source>All-to-one reduction as all-to-all reduction + gather</source>
        <translation>Redukce všichni jednomu jako redukce všichni všem + sběr</translation>
    </message>
    <message>
        <source>The dual of the long-message broadcast. Every node splits its value into p pieces. An all-to-all reduction on the hypercube halves the pieces a node is responsible for every step, sending the other half&apos;s partial sums to its partner and adding the partner&apos;s, until node j holds the total of piece j. A gather then brings the p totals to the destination. The text gives no cost; as the dual of section 3.7.1 it is 2 (t_s log p + t_w m (p - 1)/p), about 2 (t_s log p + t_w m).</source>
        <translation>Duál vysílání dlouhých zpráv. Každý uzel rozdělí svou hodnotu na p částí. Redukce všichni všem na hyperkrychli v každém kroku rozpůlí části, za něž uzel odpovídá: částečné součty druhé poloviny pošle partnerovi a přičte partnerovy, dokud uzel j nemá celkový součet části j. Sběr pak přinese p součtů do cíle. Text náklad neuvádí; jako duál oddílu 3.7.1 je 2 (t_s log p + t_w m (p - 1)/p), zhruba 2 (t_s log p + t_w m).</translation>
    </message>
    <message>
        <source>All-reduce as all-to-all reduction + all-to-all broadcast</source>
        <translation>Redukce všichni všem (allreduce) jako redukce všichni všem + vysílání všichni všem</translation>
    </message>
    <message>
        <source>An all-reduce is a reduction followed by a broadcast. Built from the long-message versions of both, the gather that ends the reduction and the scatter that starts the broadcast cancel out. What remains is an all-to-all reduction, after which node j holds the total of piece j, and an all-to-all broadcast of those totals. The text gives no cost; the two phases take 2 (t_s log p + t_w m (p - 1)/p), about 2 (t_s log p + t_w m).</source>
        <translation>Allreduce je redukce následovaná vysíláním. Sestaví-li se z verzí obou pro dlouhé zprávy, sběr na konci redukce a rozesílání na začátku vysílání se navzájem zruší. Zbývá redukce všichni všem, po níž má uzel j celkový součet části j, a vysílání všichni všem těchto součtů. Text náklad neuvádí; obě fáze trvají 2 (t_s log p + t_w m (p - 1)/p), zhruba 2 (t_s log p + t_w m).</translation>
    </message>
    <message>
        <source>All-to-one reduction by recursive halving</source>
        <translation>Redukce všichni jednomu rekurzivním půlením</translation>
    </message>
    <message>
        <source>The dual of the one-to-all broadcast: the same messages in reverse order and direction. First the nodes that were informed last send their values to the node that would have informed them, which adds them to its own; then the senders of the previous broadcast step do the same with their partial sums, until the destination holds the total. On an eight-node ring with destination 0 that is 7, 5, 3, 1 to 6, 4, 2, 0, then 6 and 2 to 4 and 0, then 4 to 0 (Fig. 3.1.4). Messages of one step never share a link; the cost is the broadcast&apos;s, (t_s + t_w m) log p, with ceil(log2 z) steps on a side that is not a power of two.</source>
        <translation>Duál vysílání jeden všem: tytéž zprávy v opačném pořadí a směru. Nejprve uzly informované jako poslední pošlou své hodnoty uzlu, který by je informoval, a ten je přičte ke své; pak totéž se svými částečnými součty udělají odesílatelé předchozího kroku vysílání, dokud cíl nemá celkový součet. Na kruhu o osmi uzlech s cílem 0 je to 7, 5, 3, 1 do 6, 4, 2, 0, pak 6 a 2 do 4 a 0, pak 4 do 0 (obr. 3.1.4). Zprávy jednoho kroku nikdy nesdílejí linku; náklad je stejný jako u vysílání, (t_s + t_w m) log p, se ceil(log2 z) kroky na straně, která není mocninou dvou.</translation>
    </message>
    <message>
        <source>All-to-one reduction on a balanced binary tree</source>
        <translation>Redukce všichni jednomu na vyváženém binárním stromu</translation>
    </message>
    <message>
        <source>The tree broadcast of Fig. 3.1.8 in reverse order, as section 3.1.4 says. In the first step the leaves pair up under their parent switch and one of each pair adds the other&apos;s value; then pairs of pairs combine through the switch two levels up, and so on until the destination leaf holds the total. The messages of one step run in disjoint subtrees, so no link is congested. Cost (t_s + t_w m) log p, ignoring the per-hop time through the switches.</source>
        <translation>Stromové vysílání z obr. 3.1.8 v opačném pořadí, jak říká oddíl 3.1.4. V prvním kroku se listy spárují pod svým rodičovským přepínačem a jeden z každé dvojice přičte hodnotu druhého; pak se dvojice dvojic spojí přes přepínač o dvě úrovně výš a tak dál, dokud cílový list nemá celkový součet. Zprávy jednoho kroku běží v disjunktních podstromech, takže žádná linka není zahlcena. Náklad (t_s + t_w m) log p, bez času na skok přes přepínače.</translation>
    </message>
    <message>
        <source>across dimension %1</source>
        <translation>v dimenzi %1</translation>
    </message>
    <message>
        <source>right</source>
        <translation>doprava</translation>
    </message>
    <message>
        <source>left</source>
        <translation>doleva</translation>
    </message>
    <message>
        <source>Compensating column shift: the packets that crossed the end of their row (now in column 0) move one row down.</source>
        <translation>Vyrovnávací posun sloupců: pakety, které přešly konec svého řádku (nyní ve sloupci 0), se posunou o řádek dolů.</translation>
    </message>
    <message>
        <source>Compensating column shift: the packets that crossed the end of their row (now in columns 0 to %1) move one row down.</source>
        <translation>Vyrovnávací posun sloupců: pakety, které přešly konec svého řádku (nyní ve sloupcích 0 až %1), se posunou o řádek dolů.</translation>
    </message>
    <message>
        <source>down</source>
        <translation>dolů</translation>
    </message>
    <message>
        <source>up</source>
        <translation>nahoru</translation>
    </message>
    <message>
        <source>the text&apos;s 2 log p - 1 = %1 steps bounds the worst q (p - 1, every power of two up to p/2); q = %2 takes two steps per power of two and one for 2^0: 2 popcount(q) - (q mod 2) = %3 steps</source>
        <translation>2 log p - 1 = %1 kroků z textu omezuje nejhorší q (p - 1, všechny mocniny dvou do p/2); q = %2 potřebuje dva kroky na každou mocninu dvou a jeden na 2^0: 2 popcount(q) - (q mod 2) = %3 kroků</translation>
    </message>
    <message>
        <source>Every node sends all its p-1 packets as one combined message to its right neighbour. A node keeps the packet addressed to it from what it receives and forwards the rest, so the messages shrink by m words per step: step i carries m(p-i) words, and after p-1 steps every packet has arrived. The time is the sum, (t_s + t_w m p/2)(p-1). The texts call this optimal with the bound t_w m (p-1) p/2, the traffic of sending every packet the same way round divided by the p links; sending each packet the shorter way halves the traffic, so the bound that holds for every 1-port store-and-forward schedule is t_w m floor(p^2/4) (plus a start-up for each of at least ceil(log2 p) rounds), which is the factor 2 the texts say two directions would save. With all ports both directions carry words at once: t_w m floor(p^2/4)/2, seed 000&apos;s all-port figure.</source>
        <translation>Každý uzel pošle všech svých p-1 paketů jako jednu spojenou zprávu pravému sousedovi. Z přijatého si uzel ponechá paket adresovaný jemu a zbytek předá dál, takže se zprávy v každém kroku zmenší o m slov: krok i nese m(p-i) slov a po p-1 krocích dorazily všechny pakety. Čas je součet, (t_s + t_w m p/2)(p-1). Texty to nazývají optimálním s mezí t_w m (p-1) p/2, tedy provozem při posílání každého paketu stejným směrem dělenou p linkami; posílání každého paketu kratší cestou provoz zpoloviční, takže mez platná pro každý 1-portový rozvrh s mezipamětí je t_w m floor(p^2/4) (plus start za každé z nejméně ceil(log2 p) kol), což je faktor 2, který by podle textů ušetřily dva směry. Se všemi porty nesou slova oba směry naráz: t_w m floor(p^2/4)/2, všeportový údaj ze seedu 000.</translation>
    </message>
    <message>
        <source>%1 has no schedule table</source>
        <translation>%1 nemá tabulku rozvrhu</translation>
    </message>
    <message>
        <source>Round %1 of %2: along every dimension j at once, every node k sends the packet in its memory location r[%1,j] XOR k, the one with relative address r[%1,j], and stores the packet coming back in the location it emptied; row %1 of the table (j = 0 .. %3): %4. Each of the %5 arcs carries one packet.</source>
        <translation>Kolo %1 z %2: podél každé dimenze j naráz pošle každý uzel k paket ze svého paměťového místa r[%1,j] XOR k, ten s relativní adresou r[%1,j], a paket, který se vrátí, uloží na uvolněné místo; řádek %1 tabulky (j = 0 .. %3): %4. Každá z %5 hran nese jeden paket.</translation>
    </message>
    <message>
        <source>All-to-all personalized: all-port schedule table</source>
        <translation>Personalizovaná komunikace všichni všem: všeportová tabulka rozvrhu</translation>
    </message>
    <message>
        <source>Seed 000&apos;s time- and transmission-optimal all-to-all scatter for the all-port full-duplex store-and-forward hypercube without combining, seen as a matrix transposition: node i holds the packet for node j in its memory location j, and a packet sits at node v in location v XOR (i XOR j), so every move keeps its relative address i XOR j. In round i, along all n dimensions j at once, every node k sends the packet in its location r[i,j] XOR k and stores the one coming back in the location it emptied; r is the seed&apos;s schedule table (m_i = 2i+1, bit j+1 inverted, bits 0 and j swapped), whose conditions (a)-(c) the engine checks before it builds anything (`collviz-cli table` prints it). So every packet crosses each dimension of its relative address once, on a shortest path, and all n p arcs carry one packet in each of the p/2 rounds: (t_s + t_w m) p/2, the seed&apos;s lower bound of p/2 rounds. The engine&apos;s lower bound is t_s + t_w m p/2: its all-port store-and-forward model lets a node start all its messages at once, so only the word term must be paid round by round, and that term the schedule meets exactly.</source>
        <translation>Časově a přenosově optimální rozesílání všichni všem ze seedu 000 pro všeportovou plně duplexní hyperkrychli s přepínáním s mezipamětí bez kombinování, chápané jako transpozice matice: uzel i má paket pro uzel j ve svém paměťovém místě j a paket leží v uzlu v na místě v XOR (i XOR j), takže každý přesun zachovává jeho relativní adresu i XOR j. V kole i podél všech n dimenzí j naráz pošle každý uzel k paket ze svého místa r[i,j] XOR k a ten, který se vrátí, uloží na uvolněné místo; r je tabulka rozvrhu ze seedu (m_i = 2i+1, bit j+1 invertován, bity 0 a j prohozeny), jejíž podmínky (a)-(c) jádro ověří dřív, než cokoli sestaví (`collviz-cli table` ji vypíše). Každý paket tedy přejde každou dimenzi své relativní adresy jednou, nejkratší cestou, a všech n p hran nese v každém z p/2 kol jeden paket: (t_s + t_w m) p/2, dolní mez p/2 kol ze seedu. Dolní mez jádra je t_s + t_w m p/2: jeho všeportový model s mezipamětí dovoluje uzlu spustit všechny zprávy naráz, takže kolo po kole se platí jen člen se slovy a ten rozvrh splňuje přesně.</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>All-to-all personalized: binary exchange on a mesh</source>
        <translation>Personalizovaná komunikace všichni všem: binární výměna na mřížce</translation>
    </message>
    <message>
        <source>The hypercube&apos;s standard exchange simulated on a mesh M(2^k, 2^l): the mesh is halved alternately in X and Y (X first; once one side is down to one node, the other is halved to the end), and in each of the log p phases every node sends the partner in the other half, half the current side d away in its row or column, the p/2 packets it holds for that half as one message, then re-sorts its packets into new blocks as in the hypercube. The partners are not neighbours: the d worms that leave one half of a segment all cross its middle channel, so the engine runs each phase as one round whose worms the timeline makes take d turns (the round&apos;s max link load is d). The text counts those turns as rounds of t_s + d t_h + t_w m p/2, which sums to (z_x + z_y - 2)(t_s + t_w m p/2) + t_h (z_x^2 + z_y^2 - 2)/3, what the engine measures, whatever the order of the halvings. For a square mesh the text prints sqrt(p) t_s + 2p t_h/3 + p sqrt(p) t_w m: its t_h and t_w terms round 2(p - 1)/3 and (sqrt(p) - 1) p up, but its start-ups are half the 2(sqrt(p) - 1) turns its own argument counts. Meshes only, as in the text (a linear array of 2^k nodes counts as M(2^k, 1)); tori are refused.</source>
        <translation>Standardní výměna z hyperkrychle simulovaná na mřížce M(2^k, 2^l): mřížka se střídavě půlí v X a Y (nejprve X; jakmile má jedna strana jediný uzel, půlí se druhá až do konce) a v každé z log p fází pošle každý uzel partnerovi v druhé polovině, vzdálenému polovinu aktuální strany d ve svém řádku nebo sloupci, p/2 paketů, které má pro tu polovinu, jako jednu zprávu, a pak své pakety přerovná do nových bloků jako na hyperkrychli. Partneři nejsou sousedé: všech d červů, kteří opouštějí jednu polovinu úseku, prochází jeho prostředním kanálem, takže jádro provede každou fázi jako jedno kolo, jehož červi se podle časové osy vystřídají d-krát (maximální zatížení linky v kole je d). Text počítá tato střídání jako kola po t_s + d t_h + t_w m p/2, což dává (z_x + z_y - 2)(t_s + t_w m p/2) + t_h (z_x^2 + z_y^2 - 2)/3, a to jádro naměří, ať je pořadí půlení jakékoli. Pro čtvercovou mřížku text uvádí sqrt(p) t_s + 2p t_h/3 + p sqrt(p) t_w m: jeho členy s t_h a t_w zaokrouhlují 2(p - 1)/3 a (sqrt(p) - 1) p nahoru, ale jeho starty jsou polovinou 2(sqrt(p) - 1) střídání, která počítá jeho vlastní úvaha. Jen mřížky, jako v textu (lineární pole 2^k uzlů se počítá jako M(2^k, 1)); toroidy se odmítají.</translation>
    </message>
    <message>
        <source>Phase %1 of %2, halving in %3 (sub-meshes of %4 x %5 nodes): every node sends the %6 packets it holds for the other half, as one worm, to its partner %7 hops away in its %8. The %7 worms that leave one half of a segment all cross its middle channel: up to %9 worms on one channel, so they take %9 turns and the phase lasts %9 (t_s + %7 t_h + %6 t_w m).</source>
        <translation>Fáze %1 z %2, půlení v %3 (podmřížky %4 x %5 uzlů): každý uzel pošle %6 paketů, které má pro druhou polovinu, jako jednoho červa partnerovi vzdálenému %7 skoků ve svém %8. Všech %7 červů, kteří opouštějí jednu polovinu úseku, prochází jeho prostředním kanálem: až %9 červů na jednom kanálu, takže se %9-krát vystřídají a fáze trvá %9 (t_s + %7 t_h + %6 t_w m).</translation>
    </message>
    <message>
        <source>Phase %1 of %2, halving in %3 (sub-meshes of %4 x %5 nodes): every node sends the %6 packets it holds for the other half, as one worm, to its neighbour in its %7; no two worms share a channel (max link load %8), so the phase lasts t_s + t_h + %6 t_w m.</source>
        <translation>Fáze %1 z %2, půlení v %3 (podmřížky %4 x %5 uzlů): každý uzel pošle %6 paketů, které má pro druhou polovinu, jako jednoho červa sousedovi ve svém %7; žádní dva červi nesdílejí kanál (max. zatížení linky %8), takže fáze trvá t_s + t_h + %6 t_w m.</translation>
    </message>
    <message>
        <source>with their mirror across the sub-mesh&apos;s vertical middle line (the horizontal sides of the rectangles)</source>
        <translation>se svým zrcadlovým obrazem podle svislé středové čáry podmřížky (vodorovné strany obdélníků)</translation>
    </message>
    <message>
        <source>with their mirror across the sub-mesh&apos;s horizontal middle line (the vertical sides of the rectangles)</source>
        <translation>se svým zrcadlovým obrazem podle vodorovné středové čáry podmřížky (svislé strany obdélníků)</translation>
    </message>
    <message>
        <source>with the opposite corner of their rectangle (its diagonal, routed X then Y through a corner)</source>
        <translation>s protějším rohem svého obdélníku (jeho úhlopříčka, směrováno nejprve X, pak Y přes roh)</translation>
    </message>
    <message>
        <source>All-to-all personalized: quadrant exchange on a mesh</source>
        <translation>Personalizovaná komunikace všichni všem: kvadrantová výměna na mřížce</translation>
    </message>
    <message>
        <source>The text&apos;s algorithm designed for wormhole meshes M(2^k, 2^k): each phase splits every sub-mesh of side s into four quarters and moves every packet into the quarter of its destination, in s/2 steps. In step i the nodes on the i-th diagonal of each quarter (wrapped: (b - a) mod s/2 = i - 1, a and b the distances from the sub-mesh&apos;s nearest corner) do a micro-AAS with their mirror images in the other three quarters, the corners of a rectangle centred in the sub-mesh; its 3 rounds exchange with the horizontal mirror, the vertical mirror and the opposite corner (routed X then Y through a corner), each message the p/4 packets for the partner&apos;s quarter, re-sorted into new blocks after each phase as in the hypercube exchange. The text&apos;s figures are lost: the mirror pairing and the wrapped diagonals are this reconstruction&apos;s, and give the caption&apos;s M(4,4) structure, a phase of 2 steps and one of 1 step (the caption calls them 2-round and 1-round), 9 engine rounds. The text gives no cost and says nothing of contention: with one node pair per row and per column in every round, the engine finds every round contention-free (max link load 1), so the 3(sqrt(p) - 1) rounds cost 3(sqrt(p) - 1)(t_s + t_w m p/4) plus t_h per hop of each round&apos;s longest worm: three quarters of the binary exchange&apos;s t_w term for one and a half times its start-ups.</source>
        <translation>Algoritmus z textu navržený pro mřížky s červím přepínáním M(2^k, 2^k): každá fáze rozdělí každou podmřížku se stranou s na čtyři čtvrtiny a přesune každý paket do čtvrtiny jeho cíle, v s/2 krocích. V kroku i provedou uzly na i-té úhlopříčce každé čtvrtiny (cyklicky: (b - a) mod s/2 = i - 1, a a b vzdálenosti od nejbližšího rohu podmřížky) mikro-AAS se svými zrcadlovými obrazy v ostatních třech čtvrtinách, rohy obdélníku se středem v podmřížce; jeho 3 kola vymění s vodorovným zrcadlem, svislým zrcadlem a protějším rohem (směrováno X, pak Y přes roh), každá zpráva p/4 paketů pro čtvrtinu partnera, po každé fázi přerovnané do nových bloků jako při výměně na hyperkrychli. Obrázky textu se ztratily: párování zrcadel a cyklické úhlopříčky jsou z této rekonstrukce a dávají strukturu M(4,4) z popisku, fázi o 2 krocích a jednu o 1 kroku (popisek je nazývá 2kolovou a 1kolovou), 9 kol jádra. Text neuvádí náklad a o soupeření mlčí: s jednou dvojicí uzlů na řádek a na sloupec v každém kole najde jádro každé kolo bez soupeření (max. zatížení linky 1), takže 3(sqrt(p) - 1) kol stojí 3(sqrt(p) - 1)(t_s + t_w m p/4) plus t_h za skok nejdelšího červa každého kola: tři čtvrtiny členu t_w binární výměny za jeden a půl násobek jejích startů.</translation>
    </message>
    <message>
        <source>Round %1 of %2: the anticlockwise messages have all arrived; every node sends its right neighbour the last packet it carries, the one for the node opposite the packet&apos;s origin, which went clockwise.</source>
        <translation>Kolo %1 z %2: zprávy proti směru hodinových ručiček už všechny dorazily; každý uzel pošle pravému sousedovi poslední paket, který nese, ten pro uzel naproti původci paketu, který šel po směru hodinových ručiček.</translation>
    </message>
    <message>
        <source>the seed&apos;s formula leaves out the per-hop time t_h, which every round pays once</source>
        <translation>vzorec ze seedu vynechává čas na skok t_h, který každé kolo zaplatí jednou</translation>
    </message>
    <message>
        <source>%1 runs on two-dimensional tori (torus:AxB), not on %2</source>
        <translation>%1 běží na dvourozměrných toroidech (torus:AxB), ne na %2</translation>
    </message>
    <message>
        <source>Round %1 of %2: micro-permutation %3, %4 messages among %4 nodes, each the shorter way round (at most %5 hops); together they go once round the ring in each direction they use, so no channel carries two messages.</source>
        <translation>Kolo %1 z %2: mikropermutace %3, %4 zpráv mezi %4 uzly, každá kratší cestou kolem (nejvýše %5 skoků); dohromady jdou jednou kolem kruhu v každém směru, který používají, takže žádný kanál nenese dvě zprávy.</translation>
    </message>
    <message>
        <source>a piece is a micro-permutation</source>
        <translation>díl je mikropermutace</translation>
    </message>
    <message>
        <source>a piece is a one-way cycle of a micro-permutation</source>
        <translation>díl je jednosměrný cyklus mikropermutace</translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 1 (rotated complement pairs)</source>
        <translation>Personalizovaná komunikace všichni všem: Johnsson-Ho, algoritmus 1 (rotované doplňkové dvojice)</translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 2 (staggered complement pairs)</source>
        <translation>Personalizovaná komunikace všichni všem: Johnsson-Ho, algoritmus 2 (rozložené doplňkové dvojice)</translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 2 for the all-port full-duplex d-cube, one element per channel direction per step. After the local alignment every node keeps in local address a the element with relative address a; each complement pair (u, ~u) must send one element across every dimension. Pair u is exchanged in dimension r at step (u + r) mod K/2: in every step each dimension serves exactly one pair, so every channel carries one element in every step and the exchange takes K/2 steps of t_s + t_w m, the fewest possible. The price is the span: a pair that wraps around the end of the schedule is in transit for up to K/2 steps. The paper&apos;s Table 5 is the schedule on four dimensions (its caption says five).</source>
        <translation>Algoritmus 2 Johnssona a Hoa pro všeportovou plně duplexní d-krychli, jeden prvek na směr kanálu a krok. Po lokálním zarovnání má každý uzel na lokální adrese a prvek s relativní adresou a; každá doplňková dvojice (u, ~u) musí poslat jeden prvek přes každou dimenzi. Dvojice u se vymění v dimenzi r v kroku (u + r) mod K/2: v každém kroku obslouží každá dimenze právě jednu dvojici, takže každý kanál nese v každém kroku jeden prvek a výměna trvá K/2 kroků po t_s + t_w m, nejméně, kolik je možné. Cenou je rozpětí: dvojice, která přeteče přes konec rozvrhu, je na cestě až K/2 kroků. Tabulka 5 článku je rozvrh na čtyřech dimenzích (její popisek říká pět).</translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 1 for the all-port full-duplex d-cube, one element per channel direction per step. After the local alignment (j|i) -&gt; (j|j XOR i) every node keeps in local address a the element whose relative address (source XOR destination) is a, and every exchange moves one address&apos;s contents across one dimension in all nodes at once. Of a complement pair (u, ~u) exactly one address has bit r set, so each pair sends one element across each dimension. Algorithm 1 takes the pairs d at a time: pair u of a group is exchanged in dimensions u, u+1, ..., u+d-1 mod d in d successive steps, so all d channels of every node carry one element in every step but those of a last, incomplete group. K = 2^d elements per node: d ceil(K/2d) steps of t_s + t_w m, span d; the paper&apos;s Table 4 is the first group on the 3-cube (`collviz-cli table` prints the schedule). Table 6 gives the fewest local addresses in transit as 2((K/2) mod d), which is 0 where d divides K/2 (d = 1, 2, 4, 8); there every group is full and every step moves 2d addresses.</source>
        <translation>Algoritmus 1 Johnssona a Hoa pro všeportovou plně duplexní d-krychli, jeden prvek na směr kanálu a krok. Po lokálním zarovnání (j|i) -&gt; (j|j XOR i) má každý uzel na lokální adrese a prvek, jehož relativní adresa (zdroj XOR cíl) je a, a každá výměna přesune obsah jedné adresy přes jednu dimenzi ve všech uzlech naráz. Z doplňkové dvojice (u, ~u) má bit r nastaven právě jedna adresa, takže každá dvojice pošle jeden prvek přes každou dimenzi. Algoritmus 1 bere dvojice po d: dvojice u ze skupiny se vymění v dimenzích u, u+1, ..., u+d-1 mod d v d po sobě jdoucích krocích, takže všech d kanálů každého uzlu nese v každém kroku jeden prvek, kromě kanálů poslední, neúplné skupiny. K = 2^d prvků na uzel: d ceil(K/2d) kroků po t_s + t_w m, rozpětí d; tabulka 4 článku je první skupina na 3-krychli (`collviz-cli table` vypíše rozvrh). Tabulka 6 uvádí nejmenší počet lokálních adres na cestě jako 2((K/2) mod d), což je 0, když d dělí K/2 (d = 1, 2, 4, 8); tam je každá skupina plná a každý krok přesune 2d adres.</translation>
    </message>
    <message>
        <source>All-to-all broadcast on time-arc-disjoint trees</source>
        <translation>Vysílání všichni všem po časově hranově disjunktních stromech</translation>
    </message>
    <message>
        <source>Round %1 of %2: along every arc of level %1 of each node&apos;s translated tree the packet of the tree&apos;s root moves one hop; the arcs of one level have distinct directions, so no channel carries two packets.</source>
        <translation>Kolo %1 z %2: po každé hraně úrovně %1 posunutého stromu každého uzlu se paket kořene stromu posune o jeden skok; hrany jedné úrovně mají různé směry, takže žádný kanál nenese dva pakety.</translation>
    </message>
    <message>
        <source>--repeat %1 means nothing for %2; it applies to the alltoall-jh algorithms</source>
        <translation>--repeat %1 nemá pro %2 žádný význam; platí pro algoritmy alltoall-jh</translation>
    </message>
    <message>
        <source>%1 has no memory or multiple-AAPC table; --memory and --repeat apply to the alltoall-jh algorithms</source>
        <translation>%1 nemá tabulku paměti ani tabulku více AAPC; --memory a --repeat platí pro algoritmy alltoall-jh</translation>
    </message>
    <message>
        <source>All-to-all broadcast around link-disjoint Hamiltonian cycles</source>
        <translation>Vysílání všichni všem po hranově disjunktních hamiltonovských kružnicích</translation>
    </message>
    <message>
        <source>The torus is split into link-disjoint Hamiltonian cycles H_1 and H_2 (on a 3D torus three, H_1 .. H_3: seed 002&apos;s multi-dimensional generalization), which together use every link; the engine finds them by a search (square switches from the rings of each dimension, with a fixed pseudo-random tie-break and a work limit) and checks them. Every node splits its packet into halves (thirds) of m/2 (m/3) words; half c travels both ways round H_c. Of the four directed rings of a 2D torus, forward and backward on H_1 carry the first halves and forward and backward on H_2 the second: in round r every node sends forward on H_c the piece that started r - 1 hops behind it and backward the one that started r - 1 hops ahead, so each channel carries one piece a round and a node receives 2d pieces a round; a packet is merged where its last piece arrives. A piece reaches the farthest node, N/2 hops round its cycle, in round floor(N/2) = ceil((N - 1)/2); with an even N the last round only goes forward. Lemma 12 (reconstructed, its symbols were lost): t = ceil((N - 1)/2)(t_s + t_w m/2), the seed&apos;s mu = m and t_m = t_w, about (N/2) t_s + (N/4) t_w m. TADTs (allgather-tadt) need ceil((N - 1)/4)(t_s + t_w m): the same data volume, about (N/4) t_w m, in half the rounds, so TADTs win by a factor of 2 when start-ups dominate and the two tie when t_w m dominates (torus:5x5: 12 rounds against 6, time 18 against 12 with t_s = t_w = m = 1, 6 against 6 with t_s = 0). The seed&apos;s claim in step 4.3 that the two halves of a packet reach a node in different rounds, &quot;since the distance of i and j along H_1 differs from their distance along H_2&quot;, does not follow from link-disjointness; the engine measures it for the cycles of every run (each round&apos;s narration, collviz-cli cycles). It holds on torus:5x5 (all 600 ordered pairs apart) and fails on torus:3x3 (20 of 72 pairs get both halves in one round), 3x4 (20 of 132), 4x4 (52 of 240), 4x6 (78 of 552), 6x6 (112 of 1260), 7x5 (62 of 1190) and 7x7 (130 of 2352); on 3x3, 3x4 and 4x4 no decomposition at all keeps every pair apart (the tests enumerate them all). Nothing depends on it: a node merges a packet in the round its last piece arrives. Refused: meshes (a boundary node&apos;s odd or lower degree leaves no decomposition), rings, and tori with a side below 3 or more than three dimensions.</source>
        <translation>Toroid se rozdělí na hranově disjunktní hamiltonovské kružnice H_1 a H_2 (na 3D toroidu tři, H_1 .. H_3: vícerozměrné zobecnění ze seedu 002), které dohromady využijí každou linku; jádro je najde prohledáváním (čtvercové záměny z kruhů každé dimenze, s pevným pseudonáhodným rozhodováním shod a limitem práce) a ověří je. Každý uzel rozdělí svůj paket na poloviny (třetiny) po m/2 (m/3) slovech; polovina c putuje oběma směry kolem H_c. Ze čtyř orientovaných kruhů 2D toroidu nesou první poloviny dopředný a zpětný na H_1 a druhé dopředný a zpětný na H_2: v kole r každý uzel pošle dopředu po H_c část, která vyšla r - 1 skoků za ním, a dozadu tu, která vyšla r - 1 skoků před ním, takže každý kanál nese jednu část za kolo a uzel přijme 2d částí za kolo; paket se sloučí tam, kam dorazí jeho poslední část. Část dosáhne nejvzdálenějšího uzlu, N/2 skoků kolem své kružnice, v kole floor(N/2) = ceil((N - 1)/2); při sudém N jde poslední kolo jen dopředu. Lemma 12 (rekonstruováno, jeho symboly se ztratily): t = ceil((N - 1)/2)(t_s + t_w m/2), mu = m a t_m = t_w ze seedu, zhruba (N/2) t_s + (N/4) t_w m. TADT (allgather-tadt) potřebují ceil((N - 1)/4)(t_s + t_w m): stejný objem dat, zhruba (N/4) t_w m, za polovinu kol, takže TADT vyhrávají dvojnásobně, když převažují starty, a obě jsou vyrovnané, když převažuje t_w m (torus:5x5: 12 kol proti 6, čas 18 proti 12 při t_s = t_w = m = 1, 6 proti 6 při t_s = 0). Tvrzení seedu v kroku 4.3, že obě poloviny paketu dorazí do uzlu v různých kolech, „protože vzdálenost i a j po H_1 se liší od jejich vzdálenosti po H_2“, z hranové disjunktnosti neplyne; jádro ho měří pro kružnice každého běhu (komentář každého kola, collviz-cli cycles). Platí na torus:5x5 (všech 600 uspořádaných dvojic odděleno) a neplatí na torus:3x3 (20 ze 72 dvojic dostane obě poloviny v jednom kole), 3x4 (20 ze 132), 4x4 (52 z 240), 4x6 (78 z 552), 6x6 (112 z 1260), 7x5 (62 z 1190) a 7x7 (130 z 2352); na 3x3, 3x4 a 4x4 nedrží každou dvojici odděleně vůbec žádný rozklad (testy je všechny vyčíslí). Nic na tom nezávisí: uzel sloučí paket v kole, kdy dorazí jeho poslední část. Odmítnuto: mřížky (lichý nebo nižší stupeň okrajového uzlu nedovolí rozklad), kruhy a toroidy se stranou menší než 3 nebo s více než třemi dimenzemi.</translation>
    </message>
    <message>
        <source>Round %1 of %2: on each of the %3 Hamiltonian cycles every node passes one piece of m/%3 words forward and one backward; %4 packets are complete at a receiver this round, and %5 times two pieces of one packet reached a node together (seed 002 says they never do).</source>
        <translation>Kolo %1 z %2: na každé z %3 hamiltonovských kružnic předá každý uzel jeden díl o m/%3 slovech dopředu a jeden dozadu; v tomto kole je u příjemce kompletních %4 paketů a %5krát dorazily do uzlu dva díly téhož paketu současně (seed 002 tvrdí, že se to nikdy nestane).</translation>
    </message>
    <message>
        <source>Round %1 of %2: on each of the %3 Hamiltonian cycles every node passes one piece of m/%3 words forward only, to the node half way round; %4 packets are complete at a receiver this round, and %5 times two pieces of one packet reached a node together (seed 002 says they never do).</source>
        <translation>Kolo %1 z %2: na každé z %3 hamiltonovských kružnic předá každý uzel jeden díl o m/%3 slovech pouze dopředu, k uzlu v polovině kružnice; v tomto kole je u příjemce kompletních %4 paketů a %5krát dorazily do uzlu dva díly téhož paketu současně (seed 002 tvrdí, že se to nikdy nestane).</translation>
    </message>
    <message>
        <source>Every node broadcasts its packet down its own spanning tree whose arcs are labelled with the round (level) in which the packet crosses them; in round l every node forwards, along each level-l arc of the trees through it, the packet of that tree&apos;s root, one packet per message. Lemma 8 (its formulas were lost in the seed and are reconstructed here): in a noncombining store-and-forward full-duplex network of k ports every node receives its N - 1 packets as separate messages, at most k a round, so at least ceil((N - 1)/k) rounds and ceil((N - 1)/k)(t_s + t_w m) when a channel carries one packet a round; all-port: k = the node degree, and on a mesh the largest ceil((N - 1)/deg v), set by a corner. Lemma 11 (reconstructed): on a vertex-symmetric topology the translations of one generic tree never use one channel in the same round (Corollary 10) exactly when the arcs of each level have distinct directions (on a hypercube: distinct dimensions); the engine checks both. Square torus T(z,z), z odd: the seed&apos;s four 90-degree rotations of a snake through a quarter, height (z^2 - 1)/4. Cube torus T(z,z,z), z odd: the seed takes six rotations of a 3D snake over the six pyramids, but (z^3 - 1)/6 is a whole number only when z = 1 (mod 3), and no group of 6 proper rotations splits the N - 1 nodes into orbits of 6. The engine uses the group of the rotoreflection g(x, y, z) = (-z, -x, -y) (a 60-degree turn about the diagonal and the reflection in the plane x + y + z = 0), which maps +x, -y, +z, -x, +y, -z onto each other: every other node lies in an orbit of 6 and one level of a depth-first 3D snake adds one orbit with one arc in each direction; the diagonal nodes (a, a, a), fixed by g^2, form orbits {(a,a,a), (-a,-a,-a)} of 2 that need only one axis each, so they go last, three orbits a level along x, y and z; height (z^3 - z)/6 + ceil((z - 1)/6) = ceil((z^3 - 1)/6), the bound, for every odd z. Every other torus, ring and hypercube (rectangular, even sides; the seed only says it follows the same principle): a generic tree found by a level-by-level search with backtracking; meshes and linear arrays (not vertex-symmetric; the seed: harder): one tree per node, found jointly round by round so that no channel carries two packets in a round. The engine found trees of height equal to the bound on every torus, hypercube and mesh it was tried on (tst_tadt&apos;s sweep); where a search does not reach the bound the run says so. A size whose search does not finish within the limit of 60 000 000 steps (examined arcs or packets) is refused; collviz-cli tadt prints the trees and the checks. The lower bound the engine reports beside the run is lower than Lemma 8&apos;s time bound: it must also hold for schedules that send several packets over one channel in one round, whose start-ups overlap.</source>
        <translation>Každý uzel vysílá svůj paket dolů po vlastní kostře, jejíž hrany jsou označeny kolem (úrovní), ve kterém je paket přechází; v kole l každý uzel předá po každé hraně úrovně l stromů, které jím procházejí, paket kořene daného stromu, jeden paket na zprávu. Lemma 8 (jeho vzorce se v seedu ztratily a jsou zde rekonstruovány): v nekombinující plně duplexní síti s přepínáním s mezipamětí a k porty přijme každý uzel svých N - 1 paketů jako samostatné zprávy, nejvýše k za kolo, tedy nejméně ceil((N - 1)/k) kol a ceil((N - 1)/k)(t_s + t_w m), když kanál nese jeden paket za kolo; všeportový model: k = stupeň uzlu, na mřížce největší ceil((N - 1)/deg v), daný rohem. Lemma 11 (rekonstruováno): na vrcholově symetrické topologii posunutí jednoho generického stromu nikdy nepoužijí jeden kanál ve stejném kole (Důsledek 10) právě tehdy, když hrany každé úrovně mají různé směry (na hyperkrychli: různé dimenze); engine ověřuje obojí. Čtvercový toroid T(z,z), z liché: čtyři rotace o 90 stupňů hada čtvrtinou podle seedu, výška (z^2 - 1)/4. Krychlový toroid T(z,z,z), z liché: seed bere šest rotací 3D hada přes šest pyramid, ale (z^3 - 1)/6 je celé číslo jen pro z = 1 (mod 3) a žádná grupa 6 vlastních rotací nerozdělí N - 1 uzlů na orbity po 6. Engine používá grupu rotačního zrcadlení g(x, y, z) = (-z, -x, -y) (otočení o 60 stupňů kolem diagonály a zrcadlení v rovině x + y + z = 0), které zobrazuje +x, -y, +z, -x, +y, -z na sebe navzájem: každý další uzel leží v orbitě velikosti 6 a jedna úroveň 3D hada prohledávaného do hloubky přidá jednu orbitu s jednou hranou v každém směru; diagonální uzly (a, a, a), pevné při g^2, tvoří orbity {(a,a,a), (-a,-a,-a)} velikosti 2, které potřebují jen jednu osu, proto jdou na konec, tři orbity na úroveň podél x, y a z; výška (z^3 - z)/6 + ceil((z - 1)/6) = ceil((z^3 - 1)/6), tedy mez, pro každé liché z. Každý jiný toroid, kruh a hyperkrychle (obdélníkové, sudé strany; seed jen říká, že postupuje podle stejného principu): generický strom nalezený prohledáváním úroveň po úrovni s návratem; mřížky a lineární pole (nejsou vrcholově symetrické; seed: obtížnější): jeden strom na uzel, nalezené společně kolo po kole tak, aby žádný kanál nenesl v jednom kole dva pakety. Engine našel stromy s výškou rovnou mezi na každém toroidu, hyperkrychli a mřížce, na které byl vyzkoušen (průchod tst_tadt); kde hledání mez nedosáhne, běh to uvede. Velikost, jejíž hledání neskončí v limitu 60 000 000 kroků (prozkoumaných hran nebo paketů), se odmítne; collviz-cli tadt vypíše stromy a kontroly. Dolní mez, kterou engine uvádí vedle běhu, je nižší než časová mez z Lemmatu 8: musí platit i pro rozvrhy, které posílají více paketů po jednom kanálu v jednom kole a jejichž startovní zpoždění se překrývají.</translation>
    </message>
    <message>
        <source>the engine&apos;s search found trees of height %1 on %2, %3 rounds above Lemma 8&apos;s ceil((N - 1)/k) = %4, which is a lower bound that need not be reachable here.</source>
        <translation>prohledávání enginu našlo stromy výšky %1 na %2, o %3 kol nad ceil((N - 1)/k) = %4 z Lemmatu 8, což je dolní mez, která zde nemusí být dosažitelná.</translation>
    </message>
    <message>
        <source>Round %1 of %2: along every arc of level %1 of each node&apos;s own tree the packet of the tree&apos;s root moves one hop; the trees were searched so that no channel carries two packets in a round.</source>
        <translation>Kolo %1 z %2: po každé hraně úrovně %1 vlastního stromu každého uzlu se paket kořene stromu posune o jeden skok; stromy byly vyhledány tak, aby žádný kanál nenesl v jednom kole dva pakety.</translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 4 in d block transfers</source>
        <translation>Personalizovaná komunikace všichni všem: Johnsson-Ho, Algoritmus 4 v d blokových přenosech</translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s blocking (section 5) of Algorithm 4: the subsets Algorithm 4 schedules together (blocks of cyclic pairs, group 1, the necklaces) are written column by column into a table of d rows, a subset that does not fit continuing at the top of the next column, so no subset is twice in a row. Each row is one block transfer: every channel carries one message with one element from each entry of the row. d block transfers of at most ceil(K/2d) elements (Lemma 4; the paper&apos;s Table 8 is d = 5), so with K/2 elements per channel in all the time is d t_s + (K/2) t_w m instead of K/2 (t_s + t_w m). Messages carry several elements, so the natural model is combining. `collviz-cli table --blocked` prints the table. With channels b elements wide (`table --channel-width B`) the same table, labelled row by row and right to left with b entries a step (Table 9), takes max(d, ceil(K/2b)) steps in every case the tests try, the fewest possible and what Table 9 and the paper&apos;s summary reach; Lemma 5 prints d ceil(K/2db), more by d ceil(K/2db) - ceil(K/2b) (d = 5, K = 32, b = 3: 6 steps, not 10).</source>
        <translation>Blokování (oddíl 5) Algoritmu 4 podle Johnssona a Hoa: podmnožiny, které Algoritmus 4 plánuje společně (bloky cyklických dvojic, skupina 1, náhrdelníky), se zapisují sloupec po sloupci do tabulky o d řádcích; podmnožina, která se nevejde, pokračuje nahoře v dalším sloupci, takže žádná podmnožina není v řádku dvakrát. Každý řádek je jeden blokový přenos: každý kanál nese jednu zprávu s jedním prvkem z každé položky řádku. d blokových přenosů o nejvýše ceil(K/2d) prvcích (Lemma 4; Tabulka 8 v článku je pro d = 5), takže při celkem K/2 prvcích na kanál je čas d t_s + (K/2) t_w m místo K/2 (t_s + t_w m). Zprávy nesou více prvků, proto je přirozeným modelem kombinující model. `collviz-cli table --blocked` vypíše tabulku. Při kanálech širokých b prvků (`table --channel-width B`) zabere tatáž tabulka, označená řádek po řádku a zprava doleva po b položkách na krok (Tabulka 9), ve všech případech, které testy zkoušejí, max(d, ceil(K/2b)) kroků, nejméně možných, čehož dosahuje Tabulka 9 i shrnutí v článku; Lemma 5 uvádí d ceil(K/2db), o d ceil(K/2db) - ceil(K/2b) více (d = 5, K = 32, b = 3: 6 kroků, ne 10).</translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 3 (Algorithms 2 and 1 combined)</source>
        <translation>Personalizovaná komunikace všichni všem: Johnsson-Ho, Algoritmus 3 (Algoritmy 2 a 1 kombinovaně)</translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 3 for the all-port full-duplex d-cube, one element per channel direction per step. After the local alignment every node keeps in local address a the element with relative address a, and each complement pair (u, ~u) must send one element across every dimension. Algorithm 2&apos;s staggered rule runs on the first n = d + (K/2 mod d) pairs (pair u in dimension r at step (u + r) mod n), Algorithm 1&apos;s rotated groups of d on the rest, so every channel carries one element in every step: K/2 steps of t_s + t_w m, span d + (K/2 mod d). Table 6 counts its local addresses in transit from a pair&apos;s first to its last exchange (2d .. 2(d + K/2 mod d)), while for Algorithm 2 it counts those exchanging in the step; `collviz-cli table --summary` prints both counts for every algorithm.</source>
        <translation>Algoritmus 3 Johnssona a Hoa pro všeportovou plně duplexní d-krychli, jeden prvek na směr kanálu a krok. Po lokálním zarovnání drží každý uzel na lokální adrese a prvek s relativní adresou a a každá doplňková dvojice (u, ~u) musí poslat jeden prvek přes každou dimenzi. Posunuté pravidlo Algoritmu 2 běží na prvních n = d + (K/2 mod d) dvojicích (dvojice u v dimenzi r v kroku (u + r) mod n), otočené skupiny po d z Algoritmu 1 na zbytku, takže každý kanál nese v každém kroku jeden prvek: K/2 kroků po t_s + t_w m, rozpětí d + (K/2 mod d). Tabulka 6 počítá lokální adresy na cestě od první do poslední výměny dvojice (2d .. 2(d + K/2 mod d)), kdežto u Algoritmu 2 počítá ty, které si v daném kroku vyměňují; `collviz-cli table --summary` vypíše oba počty pro každý algoritmus.</translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 4 (greedy lines)</source>
        <translation>Personalizovaná komunikace všichni všem: Johnsson-Ho, Algoritmus 4 (hladové čáry)</translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 4 with the greedy line drawing of Figure 3 (right) for group 1. The c cyclic complement pairs left over after the blocks of d take the last c rows of the d x d generating table G[i][j] = (i + j) mod d; line l runs down column l through rows 0 .. d-c-1-l, right through c columns, then down to row d-c-1, and its e-th entry schedules member e of the full (d - c)-necklace of 0^c 1^(d-c), in the entry&apos;s dimension at the column&apos;s step. Member e then crosses dimensions e .. e+d-c-1: exactly its own one-bits, for every d and c (the engine checks all d = 2 .. 10, c = 1 .. d-1). K/2 steps of t_s + t_w m, span d; for d = 5 the group is the right half of the paper&apos;s Table 7.</source>
        <translation>Algoritmus 4 Johnssona a Hoa s hladovým kreslením čar podle Obrázku 3 (vpravo) pro skupinu 1. c cyklických doplňkových dvojic, které zbudou po blocích po d, zabere posledních c řádků generující tabulky d x d G[i][j] = (i + j) mod d; čára l vede dolů sloupcem l přes řádky 0 .. d-c-1-l, doprava přes c sloupců, pak dolů k řádku d-c-1, a její e-tá položka plánuje člena e úplného (d - c)-náhrdelníku 0^c 1^(d-c) v dimenzi položky v kroku daného sloupce. Člen e pak přechází dimenze e .. e+d-c-1: přesně své jedničkové bity, pro každé d a c (engine ověřuje všechna d = 2 .. 10, c = 1 .. d-1). K/2 kroků po t_s + t_w m, rozpětí d; pro d = 5 je skupina pravou polovinou Tabulky 7 v článku.</translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 4 (necklaces, optimal steps and span)</source>
        <translation>Personalizovaná komunikace všichni všem: Johnsson-Ho, Algoritmus 4 (náhrdelníky, optimální počet kroků a rozpětí)</translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 4 for the all-port full-duplex d-cube: K/2 steps, the fewest, with span d, the least. Cyclic addresses (period below d) go as complement pairs in blocks of d in rotated dimension orders; the c = (cyclic pairs) mod d pairs left over take the last c rows of the d x d generating table G[i][j] = (i + j) mod d, and a full (d - c)-necklace the first d - c rows (group 1); every other full q-necklace runs alone in q steps, member r in dimension (i_k + r) mod d at step k (Lemma 2). Group 1 uses the diagonal lines of Figure 3 (left): line i is row i from column i + s_i on, its entry j scheduling member j in dimension (2i + s_i + j) mod d. The paper takes s_i = 0, which holds for odd d (the necklace is that of the bits 0, 2, ..., 2(d-c-1) mod d; it is the paper&apos;s 0^c 1^(d-c) only for c = 1 or d-1) and for even d with d - c &lt; d/2. For even d its rule fails: at c = d/2 (d &gt;= 4) the lines give the cyclic 0101..., and for c &lt; d/2 &apos;a skew of two columns&apos; for line d/2 repeats a dimension. The engine skews by one column: s_i = 1 for i &gt;= d/2, and for c = d/2 on the last line; the tests check every d = 2 .. 10 and c = 1 .. d-1. For d = 5 group 1 is the left half of Table 7.</source>
        <translation>Algoritmus 4 Johnssona a Hoa pro všeportovou plně duplexní d-krychli: K/2 kroků, nejméně možných, s rozpětím d, nejmenším možným. Cyklické adresy (perioda menší než d) jdou jako doplňkové dvojice v blocích po d v otočených pořadích dimenzí; c = (cyklické dvojice) mod d zbylých dvojic zabere posledních c řádků generující tabulky d x d G[i][j] = (i + j) mod d a úplný (d - c)-náhrdelník prvních d - c řádků (skupina 1); každý další úplný q-náhrdelník běží samostatně v q krocích, člen r v dimenzi (i_k + r) mod d v kroku k (Lemma 2). Skupina 1 používá diagonální čáry z Obrázku 3 (vlevo): čára i je řádek i od sloupce i + s_i dál, její položka j plánuje člena j v dimenzi (2i + s_i + j) mod d. Článek bere s_i = 0, což platí pro liché d (náhrdelník je náhrdelníkem bitů 0, 2, ..., 2(d-c-1) mod d; náhrdelníkem 0^c 1^(d-c) z článku je jen pro c = 1 nebo d-1) a pro sudé d s d - c &lt; d/2. Pro sudé d jeho pravidlo selhává: při c = d/2 (d &gt;= 4) dávají čáry cyklické 0101... a pro c &lt; d/2 opakuje &apos;posun o dva sloupce&apos; u čáry d/2 dimenzi. Engine posouvá o jeden sloupec: s_i = 1 pro i &gt;= d/2 a pro c = d/2 na poslední čáře; testy ověřují každé d = 2 .. 10 a c = 1 .. d-1. Pro d = 5 je skupina 1 levou polovinou Tabulky 7.</translation>
    </message>
    <message>
        <source>With --repeat S on hypercube:D (S dividing D) the run is S AAPCs in succession on S processor axes of d = D/S dimensions (axis 1 the lowest bits) sharing the d local memory dimensions: the permutation (a_S, ..., a_1 | a_0) -&gt; (a_S-1, ..., a_0 | a_S) of seed 004 section 2.3, one local alignment and one realignment for all axes (Lemma 1); `collviz-cli table --memory` prints the memory after each phase (Table 3 for hypercube:4 --repeat 2). The AAPCs are pipelined: a pair of local addresses starts AAPC m+1 one span after AAPC m, so the run takes T + (S-1) span steps. Corollary 2 prints K/2 + (S-1)d: Algorithm 1 misses it by d ceil(K/2d) - K/2 steps (e.g. 2 on hypercube:6 --repeat 2: 9, not 7), Algorithm 2 (span K/2) by (S-1)(K/2 - d). Algorithm 5&apos;s concurrent AAPCs (`table --concurrent`) plan in units of d steps; on the tested cases the engine&apos;s plan meets Theorem 2&apos;s bound in all three regimes where d divides K/2 and is d ceil(K/2d) - K/2 steps over where it does not (Algorithm 1&apos;s short last group). The packets are the moving elements; the all-to-all lower bound is not shown, it is not this permutation&apos;s.</source>
        <translation>S --repeat S na hypercube:D (S dělí D) je běh S AAPC za sebou na S procesorových osách o d = D/S dimenzích (osa 1 nejnižší bity), které sdílejí d lokálních paměťových dimenzí: permutace (a_S, ..., a_1 | a_0) -&gt; (a_S-1, ..., a_0 | a_S) z oddílu 2.3 seedu 004, jedno lokální zarovnání a jedno opětovné zarovnání pro všechny osy (Lemma 1); `collviz-cli table --memory` vypíše paměť po každé fázi (Tabulka 3 pro hypercube:4 --repeat 2). AAPC jsou zřetězené: dvojice lokálních adres začíná AAPC m+1 jedno rozpětí po AAPC m, takže běh trvá T + (S-1) rozpětí kroků. Důsledek 2 uvádí K/2 + (S-1)d: Algoritmus 1 jej mine o d ceil(K/2d) - K/2 kroků (např. o 2 na hypercube:6 --repeat 2: 9, ne 7), Algoritmus 2 (rozpětí K/2) o (S-1)(K/2 - d). Souběžné AAPC Algoritmu 5 (`table --concurrent`) plánují po jednotkách d kroků; v testovaných případech plán enginu dosahuje meze z Věty 2 ve všech třech režimech, kde d dělí K/2, a kde ne, je o d ceil(K/2d) - K/2 kroků nad ní (kratší poslední skupina Algoritmu 1). Pakety jsou přesouvané prvky; dolní mez pro all-to-all se nezobrazuje, nepatří k této permutaci.</translation>
    </message>
    <message>
        <source>Block transfer %1 of %2: every node sends over each channel one message holding one element from each of the %3 subsets of this row of the blocking table: %4.</source>
        <translation>Blokový přenos %1 z %2: každý uzel pošle po každém kanálu jednu zprávu s jedním prvkem z každé z %3 podmnožin tohoto řádku blokovací tabulky: %4.</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node passes the message it received last (its own in round 1) to its right neighbour.</source>
        <translation>Kolo %1 z %2: každý uzel předá pravému sousedovi zprávu, kterou přijal naposledy (v kole 1 svou vlastní).</translation>
    </message>
    <message>
        <source>Row phase, round %1 of %2: every node passes the message it received last (its own in round 1) to its right neighbour; the last node of each row uses the wraparound link.</source>
        <translation>Řádková fáze, kolo %1 z %2: každý uzel předá pravému sousedovi zprávu, kterou přijal naposledy (v kole 1 svou vlastní); poslední uzel každého řádku použije linku přes okraj.</translation>
    </message>
    <message>
        <source>Row phase, round %1 of %2: every node passes the message it received last (its own in round 1) to its right neighbour; the last node of each row sends back along the row to the first, over the otherwise idle leftward channels.</source>
        <translation>Řádková fáze, kolo %1 z %2: každý uzel předá pravému sousedovi zprávu, kterou přijal naposledy (v kole 1 svou vlastní); poslední uzel každého řádku posílá zpět po řádku prvnímu, jinak nevyužitými kanály směrem doleva.</translation>
    </message>
    <message>
        <source>Column phase, round %1 of %2: every node passes the %3 messages of one row that it received last (its own row&apos;s in round 1) as one message to the node below it.</source>
        <translation>Sloupcová fáze, kolo %1 z %2: každý uzel předá uzlu pod sebou jako jednu zprávu %3 zpráv jednoho řádku, které přijal naposledy (v kole 1 zprávy svého řádku).</translation>
    </message>
    <message>
        <source>Z phase, round %1 of %2: every node passes the %3 messages of one plane that it received last (its own plane&apos;s in round 1) as one message to the next plane.</source>
        <translation>Fáze z, kolo %1 z %2: každý uzel předá další rovině jako jednu zprávu %3 zpráv jedné roviny, které přijal naposledy (v kole 1 zprávy své roviny).</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node exchanges %3 it holds with its neighbour across dimension %4; afterwards it holds %5.</source>
        <translation>Kolo %1 z %2: každý uzel si vymění %3, které má, se sousedem v dimenzi %4; poté má %5.</translation>
    </message>
    <message numerus="yes">
        <source>all %n message(s)</source>
        <translation>
            <numerusform>jediná zpráva (%n)</numerusform>
            <numerusform>všechny %n zprávy</numerusform>
            <numerusform>všech %n zpráv</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n zpráva</numerusform>
            <numerusform>%n zprávy</numerusform>
            <numerusform>%n zpráv</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends its partial sum for the node %3 to its right to its left neighbour, then adds its own contribution to the partial sum it received.</source>
        <translation>Kolo %1 z %2: každý uzel pošle levému sousedovi svůj částečný součet pro uzel o %3 napravo a pak k přijatému částečnému součtu přičte svůj vlastní příspěvek.</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s)</source>
        <translation>
            <numerusform>%n místo</numerusform>
            <numerusform>%n místa</numerusform>
            <numerusform>%n míst</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends its last partial sum to its left neighbour and receives the sum of all other contributions for itself, to which it adds its own.</source>
        <translation>Kolo %1 z %2: každý uzel pošle levému sousedovi svůj poslední částečný součet a přijme součet všech ostatních příspěvků pro sebe, k němuž přičte svůj.</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends its %3 for the other half of its subcube to its neighbour across dimension %4 and adds the %3 it receives for its own half.</source>
        <translation>Kolo %1 z %2: každý uzel pošle sousedovi v dimenzi %4 své %3 pro druhou polovinu své podkrychle a přičte %3, které přijme pro svou polovinu.</translation>
    </message>
    <message numerus="yes">
        <source>%n partial sum(s)</source>
        <translation>
            <numerusform>%n částečný součet</numerusform>
            <numerusform>%n částečné součty</numerusform>
            <numerusform>%n částečných součtů</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node exchanges its partial sum with its neighbour across dimension %3 and adds the two; it now holds the sum over %4 nodes.</source>
        <translation>Kolo %1 z %2: každý uzel si vymění svůj částečný součet se sousedem v dimenzi %3 a oba sečte; nyní má součet přes %4 uzlů.</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node exchanges msg with its neighbour across dimension %3 and adds the number it receives to msg; the nodes whose partner has the smaller label (bit %3 set) also add it to result.</source>
        <translation>Kolo %1 z %2: každý uzel vymění msg se sousedem v dimenzi %3 a přijaté číslo přičte k msg; uzly, jejichž partner má menší označení (bit %3 nastaven), je přičtou také k result.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (Algorithm %3): every node sends, in each listed dimension at once, the element in the listed local address to its neighbour and stores the one coming back there (address in dimension): %4. Each of the %5 channels used carries one element.</source>
        <translation>Kolo %1 z %2 (algoritmus %3): každý uzel pošle v každé uvedené dimenzi naráz prvek z uvedené lokální adresy sousedovi a ten, který se vrátí, tam uloží (adresa v dimenzi): %4. Každý z %5 použitých kanálů nese jeden prvek.</translation>
    </message>
    <message>
        <source>Round %1 of %2 of %3 AAPCs in succession on axes of %4 dimensions sharing the local memory: %5. Every element keeps its local address; each channel direction carries at most one element.</source>
        <translation>Kolo %1 z %2 celkem %3 AAPC za sebou na osách o %4 dimenzích se sdílenou lokální pamětí: %5. Každý prvek si ponechává svou lokální adresu; každý směr kanálu nese nejvýše jeden prvek.</translation>
    </message>
    <message>
        <source>Round %1 of %2 of Algorithm 5: %3 AAPCs on axes of %4 dimensions, data sets on different axes at once; %5 elements move, at most one per channel direction.</source>
        <translation>Kolo %1 z %2 Algoritmu 5: %3 AAPC na osách o %4 dimenzích, datové sady na různých osách současně; přesouvá se %5 prvků, nejvýše jeden na každý směr kanálu.</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends, in each listed dimension at once, the element in the listed local address to its neighbour and stores the one coming back there (address in dimension): %3. Each of the %4 channels used carries one element.</source>
        <translation>Kolo %1 z %2: každý uzel pošle současně v každé uvedené dimenzi prvek z uvedené lokální adresy sousedovi a uloží tam prvek, který se vrátí (adresa v dimenzi): %3. Každý z %4 použitých kanálů nese jeden prvek.</translation>
    </message>
    <message>
        <source>Round %1 of %2 on channels %3 elements wide: every channel carries up to %3 elements at once: %4.</source>
        <translation>Kolo %1 z %2 na kanálech šířky %3 prvků: každý kanál nese současně až %3 prvků: %4.</translation>
    </message>
    <message>
        <source>Permutation %1 of %2: every node x exchanges its packet with x XOR %3, %4 away on the e-cube route; no channel carries two messages.</source>
        <translation>Permutace %1 z %2: každý uzel x si vymění svůj paket s x XOR %3, vzdáleným %4 po trase e-cube; žádný kanál nenese dvě zprávy.</translation>
    </message>
    <message numerus="yes">
        <source>%n hop(s)</source>
        <translation>
            <numerusform>%n skok</numerusform>
            <numerusform>%n skoky</numerusform>
            <numerusform>%n skoků</numerusform>
        </translation>
    </message>
    <message>
        <source>Permutation %1 of %2: every node x sends its packet to x XOR %3 (binary addresses) along the dimension-order route, at most %4; congestion 1: no channel carries two messages.</source>
        <translation>Permutace %1 z %2: každý uzel x pošle svůj paket uzlu x XOR %3 (binární adresy) po trase podle dimenzí, nejvýše %4; zahlcení 1: žádný kanál nenese dvě zprávy.</translation>
    </message>
    <message>
        <source>Permutation %1 of %2: every node x sends its packet to x XOR %3 (binary addresses) along the dimension-order route, at most %4; congestion %5: the busiest channel carries %5 messages, which take turns.</source>
        <translation>Permutace %1 z %2: každý uzel x pošle svůj paket uzlu x XOR %3 (binární adresy) po trase podle dimenzí, nejvýše %4; zahlcení %5: nejvytíženější kanál nese %5 zpráv, které se střídají.</translation>
    </message>
    <message>
        <source>Round %1 of %2: %3 of a horizontal and a vertical piece (%8), %4 in a row and %5 in a column, sharing no node and no line in the same direction; %6 of the %7 channels carry one message each, none two.</source>
        <translation>Kolo %1 z %2: %3 vodorovného a svislého dílu (%8), %4 v řádku a %5 ve sloupci, bez společného uzlu a bez společné linie ve stejném směru; %6 ze %7 kanálů nese po jedné zprávě, žádný dvě.</translation>
    </message>
    <message numerus="yes">
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n součin</numerusform>
            <numerusform>%n součiny</numerusform>
            <numerusform>%n součinů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n část</numerusform>
            <numerusform>%n části</numerusform>
            <numerusform>%n částí</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends at once a message of %3 to its right neighbour and one of %4 to its left one; each receiver keeps the packet addressed to it and forwards the rest in the same direction.</source>
        <translation>Kolo %1 z %2: každý uzel pošle naráz zprávu s %3 pravému sousedovi a zprávu s %4 levému; každý příjemce si ponechá paket adresovaný jemu a zbytek předá dál stejným směrem.</translation>
    </message>
    <message numerus="yes">
        <source>%n packet(s)</source>
        <translation>
            <numerusform>%n paket</numerusform>
            <numerusform>%n pakety</numerusform>
            <numerusform>%n paketů</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node i exchanges its packet directly with node i XOR %3, %4 away on the e-cube route.</source>
        <translation>Kolo %1 z %2: každý uzel i si vymění svůj paket přímo s uzlem i XOR %3, vzdáleným %4 po trase e-cube.</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends its right neighbour the %3 packets it has not delivered yet, as one message of %3 m words; each receiver keeps the packet addressed to it and forwards the other %4.</source>
        <translation>Kolo %1 z %2: každý uzel pošle pravému sousedovi %3 paketů, které ještě nedoručil, jako jednu zprávu o %3 m slovech; každý příjemce si ponechá paket adresovaný jemu a zbylých %4 předá dál.</translation>
    </message>
    <message>
        <source>Round %1 of %1: every node sends its right neighbour the last packet it carries, which is addressed to that neighbour; now every node holds a packet from every other node.</source>
        <translation>Kolo %1 z %1: každý uzel pošle pravému sousedovi poslední paket, který nese a který je adresován tomuto sousedovi; nyní má každý uzel paket od každého jiného uzlu.</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node whose virtual id has its lower %3 zero sends the message across dimension %4.</source>
        <translation>Kolo %1 z %2: každý uzel, jehož virtuální identifikátor má dolních %3 nulových, pošle zprávu v dimenzi %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n bit(s)</source>
        <translation>
            <numerusform>%n bit</numerusform>
            <numerusform>%n bity</numerusform>
            <numerusform>%n bitů</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node holding the message sends it %3 away, into the half of its segment that has no copy.</source>
        <translation>Kolo %1 z %2: každý uzel se zprávou ji pošle %3 daleko, do té poloviny svého úseku, která nemá kopii.</translation>
    </message>
    <message>
        <source>Round %1 of %2: along %3, every node holding the message sends it up to %4 away, into the half of its segment that has no copy.</source>
        <translation>Kolo %1 z %2: podél %3 pošle každý uzel se zprávou ji až %4 daleko, do té poloviny svého úseku, která nemá kopii.</translation>
    </message>
    <message>
        <source>Round %1 of %2: the source sends the message to leaf %3 in the other half of the tree; it climbs %4 through the switches and down again.</source>
        <translation>Kolo %1 z %2: zdroj pošle zprávu listu %3 v druhé polovině stromu; vystoupá o %4 přes přepínače a zase sestoupí.</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n úroveň</numerusform>
            <numerusform>%n úrovně</numerusform>
            <numerusform>%n úrovní</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: each of the %3 leaves holding the message sends it into the other half of its subtree of %4 leaves; the messages climb %5 through the switches and down again in disjoint subtrees, so no two share a link.</source>
        <translation>Kolo %1 z %2: každý z %3 listů se zprávou ji pošle do druhé poloviny svého podstromu o %4 listech; zprávy vystoupají o %5 přes přepínače a zase sestoupí v disjunktních podstromech, takže žádné dvě nesdílejí linku.</translation>
    </message>
    <message>
        <source>Round %1 of %2: the source sends the message to node %3, %4 away; every other node waits.</source>
        <translation>Kolo %1 z %2: zdroj pošle zprávu uzlu %3, vzdálenému %4; všechny ostatní uzly čekají.</translation>
    </message>
    <message>
        <source>Round %1 of %2: one message goes %3 forward round the ring; no link is shared.</source>
        <translation>Kolo %1 z %2: jedna zpráva jde o %3 vpřed kolem kruhu; žádná linka není sdílená.</translation>
    </message>
    <message>
        <source>Round %1 of %2: each of the %3 nodes holding the message sends it %4 hops forward; all %3 messages need the link into node %5, so they queue there one after the other.</source>
        <translation>Kolo %1 z %2: každý z %3 uzlů se zprávou ji pošle o %4 skoků vpřed; všech %3 zpráv potřebuje linku do uzlu %5, takže tam čekají ve frontě jedna za druhou.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (all-to-all broadcast): every node exchanges the %3 it has with its partner across dimension %4, so that it holds %5.</source>
        <translation>Kolo %1 z %2 (vysílání všichni všem): každý uzel si vymění své %3 s partnerem v dimenzi %4, takže pak má %5.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (all-to-all reduction): every node sends its partner across dimension %3 its partial sums of the %4 the partner&apos;s half is responsible for, and adds the partner&apos;s sums of its own %4.</source>
        <translation>Kolo %1 z %2 (redukce všichni všem): každý uzel pošle partnerovi v dimenzi %3 své částečné součty (%4), za něž odpovídá partnerova polovina, a přičte partnerovy součty svých vlastních (%4).</translation>
    </message>
    <message>
        <source>Round %1 of %2 (scatter): every node holding pieces sends the %3 of m/p words meant for the other half across dimension %4.</source>
        <translation>Kolo %1 z %2 (rozesílání): každý uzel, který má části, pošle v dimenzi %4 %3 po m/p slovech určené pro druhou polovinu.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (gather): every node that has collected finished pieces sends its %3 across dimension %4 towards the destination.</source>
        <translation>Kolo %1 z %2 (sběr): každý uzel, který shromáždil hotové části, pošle své %3 v dimenzi %4 směrem k cíli.</translation>
    </message>
    <message numerus="yes">
        <source>%n total(s)</source>
        <translation>
            <numerusform>%n celkový součet</numerusform>
            <numerusform>%n celkové součty</numerusform>
            <numerusform>%n celkových součtů</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node whose virtual id has bit %3 set and the bits below it zero sends its partial sum across dimension %3; its partner adds it to its own.</source>
        <translation>Kolo %1 z %2: každý uzel, jehož virtuální identifikátor má nastaven bit %3 a bity pod ním nulové, pošle svůj částečný součet v dimenzi %3; jeho partner ho přičte ke svému.</translation>
    </message>
    <message>
        <source>Round %1 of %2: in every subtree of %3 leaves, the leaf that got the message from the other half in the broadcast sends its partial sum back through the switches; the receiver adds it to its own.</source>
        <translation>Kolo %1 z %2: v každém podstromu o %3 listech pošle list, který při vysílání dostal zprávu z druhé poloviny, svůj částečný součet zpět přes přepínače; příjemce ho přičte ke svému.</translation>
    </message>
    <message>
        <source>Round %1 of %2: %3 send their partial sums up to %4 back towards the destination, the reverse of the broadcast step; each receiver adds the sum to its own.</source>
        <translation>Kolo %1 z %2: %3 pošle své částečné součty až %4 zpět směrem k cíli, obráceně než v kroku vysílání; každý příjemce součet přičte ke svému.</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n uzel</numerusform>
            <numerusform>%n uzly</numerusform>
            <numerusform>%n uzlů</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: along %3, %4 send their partial sums up to %5 back towards the destination, the reverse of the broadcast step; each receiver adds the sum to its own.</source>
        <translation>Kolo %1 z %2: podél %3 pošle %4 své částečné součty až %5 zpět směrem k cíli, obráceně než v kroku vysílání; každý příjemce součet přičte ke svému.</translation>
    </message>
    <message>
        <source>through the switches, %1 up and down</source>
        <translation>přes přepínače, o %1 nahoru a dolů</translation>
    </message>
    <message>
        <source>up to %1 along the line</source>
        <translation>až %1 podél linie</translation>
    </message>
    <message>
        <source>up to %1 along %2</source>
        <translation>až %1 podél %2</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node holding data keeps the packets for its own half and sends those for the other half, up to %3 per message, %4.</source>
        <translation>Kolo %1 z %2: každý uzel s daty si ponechá pakety pro svou polovinu a ty pro druhou polovinu pošle, nejvýše %3 na zprávu, %4.</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node that has collected the messages of its part sends them all on, up to %3 per message, %4.</source>
        <translation>Kolo %1 z %2: každý uzel, který shromáždil zprávy své části, je všechny pošle dál, nejvýše %3 na zprávu, %4.</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node passes the packet it holds to its right neighbour (q = %3 is the shorter way round).</source>
        <translation>Kolo %1 z %2: každý uzel předá svůj paket pravému sousedovi (q = %3 je kratší cesta kolem).</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node passes the packet it holds to its left neighbour (p - q = %3 is shorter than q = %4).</source>
        <translation>Kolo %1 z %2: každý uzel předá svůj paket levému sousedovi (p - q = %3 je kratší než q = %4).</translation>
    </message>
    <message>
        <source>Row phase, round %1 of %2: every node passes the packet it holds one place to the %3 along its row (r = q mod a = %4).</source>
        <translation>Řádková fáze, kolo %1 z %2: každý uzel předá svůj paket o jedno místo %3 po svém řádku (r = q mod a = %4).</translation>
    </message>
    <message>
        <source>Column phase, round %1 of %2: every node passes the packet it holds one row %3 (c = floor(q / a) = %4).</source>
        <translation>Sloupcová fáze, kolo %1 z %2: každý uzel předá svůj paket o jeden řádek %3 (c = floor(q / a) = %4).</translation>
    </message>
    <message>
        <source>Processors numbered by cube label: every node sends its packet straight to node (i + %1) mod %2 along its e-cube route, up to %3, all in one step.</source>
        <translation>Procesory číslované označením v krychli: každý uzel pošle svůj paket přímo uzlu (i + %1) mod %2 po své trase e-cube, nejvýše %3, vše v jednom kroku.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (processors numbered along the Gray-code array, Fig. 3.6.2; q = %3): shift by 1 along the array: every node sends its packet to the next array position, a cube neighbour.</source>
        <translation>Kolo %1 z %2 (procesory číslované podél pole v Grayově kódu, obr. 3.6.2; q = %3): posun o 1 podél pole: každý uzel pošle svůj paket na další pozici pole, sousedovi v krychli.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (processors numbered along the Gray-code array, Fig. 3.6.2; q = %3): shift by %4 along the array: first hop of two: every node sends the packet it holds across dimension %5.</source>
        <translation>Kolo %1 z %2 (procesory číslované podél pole v Grayově kódu, obr. 3.6.2; q = %3): posun o %4 podél pole: první ze dvou skoků: každý uzel pošle svůj paket v dimenzi %5.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (processors numbered along the Gray-code array, Fig. 3.6.2; q = %3): shift by %4 along the array: second hop of two: every packet takes the one remaining link to the node %4 array positions further on.</source>
        <translation>Kolo %1 z %2 (procesory číslované podél pole v Grayově kódu, obr. 3.6.2; q = %3): posun o %4 podél pole: druhý ze dvou skoků: každý paket projde jedinou zbývající linku k uzlu o %4 pozic pole dál.</translation>
    </message>
    <message>
        <source>Phase %1 of %2 (sub-meshes of %3 x %3 split into quarters of %4 x %4), step %5 of %6, round %7 of 3 of the micro-AAS: the %8 nodes on diagonal %5 of every quarter exchange %9, one worm of %10 each way (max link load %11).</source>
        <translation>Fáze %1 z %2 (podmřížky %3 x %3 rozdělené na čtvrtiny %4 x %4), krok %5 z %6, kolo %7 ze 3 mikro-AAS: %8 uzlů na úhlopříčce %5 každé čtvrtiny vymění %9, jeden červ s %10 každým směrem (max. zatížení linky %11).</translation>
    </message>
    <message>
        <source>All-to-all broadcast: ring of processor numbers over routes</source>
        <translation>Vysílání všichni všem: kruh čísel procesorů po trasách</translation>
    </message>
    <message>
        <source>every round sends the same p messages over the same routes, and up to %1 of them share a channel; under wormhole routing they take turns, so every round lasts at least %1 (t_s + t_w m), not t_s + t_w m</source>
        <translation>každé kolo posílá stejných p zpráv po stejných trasách a až %1 z nich sdílí kanál; při červím přepínání se střídají, takže každé kolo trvá alespoň %1 (t_s + t_w m), ne t_s + t_w m</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor i passes the block it received last (its own in round 1) to processor (i + 1) mod p over the route, up to %3 long; no channel carries two messages.</source>
        <translation>Kolo %1 z %2: každý procesor i předá blok, který přijal naposledy (v kole 1 svůj vlastní), procesoru (i + 1) mod p po trase dlouhé nejvýše %3; žádný kanál nenese dvě zprávy.</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor i passes the block it received last (its own in round 1) to processor (i + 1) mod p over the route, up to %3 long; the busiest channel carries %4 messages, which take turns.</source>
        <translation>Kolo %1 z %2: každý procesor i předá blok, který přijal naposledy (v kole 1 svůj vlastní), procesoru (i + 1) mod p po trase dlouhé nejvýše %3; počet zpráv na nejvytíženějším kanálu je %4 a střídají se.</translation>
    </message>
    <message>
        <source>round %1 is the first of the %2 in which two or more messages share a channel (%3 on one), and under wormhole routing messages that share a channel take turns, so such rounds last longer than the formula&apos;s t_s + t_w m</source>
        <translation>kolo %1 je první z %2, v němž dvě nebo více zpráv sdílí kanál (%3 na jednom), a při červím přepínání se zprávy sdílející kanál střídají, takže taková kola trvají déle než t_s + t_w m ze vzorce</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor i sends its block for (i + %1) mod p over the route, up to %3 long, and receives the block of (i - %1) mod p; no channel carries two messages.</source>
        <translation>Kolo %1 z %2: každý procesor i pošle svůj blok pro (i + %1) mod p po trase dlouhé nejvýše %3 a přijme blok od (i - %1) mod p; žádný kanál nenese dvě zprávy.</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor i sends its block for (i + %1) mod p over the route, up to %3 long, and receives the block of (i - %1) mod p; the busiest channel carries %4 messages, which take turns.</source>
        <translation>Kolo %1 z %2: každý procesor i pošle svůj blok pro (i + %1) mod p po trase dlouhé nejvýše %3 a přijme blok od (i - %1) mod p; počet zpráv na nejvytíženějším kanálu je %4 a střídají se.</translation>
    </message>
    <message>
        <source>One-to-all broadcast: binomial tree over routes</source>
        <translation>Vysílání jeden všem: binomický strom po trasách</translation>
    </message>
    <message>
        <source>in %1 of the %2 rounds two or more messages share a channel (up to %3 on one), and under wormhole routing messages that share a channel take turns, so those rounds last longer than the formula&apos;s t_s + t_w m</source>
        <translation>v %1 z %2 kol sdílí kanál dvě nebo více zpráv (až %3 na jednom) a při červím přepínání se zprávy sdílející kanál střídají, takže tato kola trvají déle než t_s + t_w m ze vzorce</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor whose virtual id v is a multiple of %3 sends the message to virtual id v + %4 if that is below p (%5 in all), over routes of up to %6; no channel carries two messages.</source>
        <translation>Kolo %1 z %2: každý procesor, jehož virtuální identifikátor v je násobkem %3, pošle zprávu virtuálnímu identifikátoru v + %4, je-li menší než p (celkem %5), po trasách dlouhých nejvýše %6; žádný kanál nenese dvě zprávy.</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor whose virtual id v is a multiple of %3 sends the message to virtual id v + %4 if that is below p (%5 in all), over routes of up to %6; the busiest channel carries %7 of them, which take turns.</source>
        <translation>Kolo %1 z %2: každý procesor, jehož virtuální identifikátor v je násobkem %3, pošle zprávu virtuálnímu identifikátoru v + %4, je-li menší než p (celkem %5), po trasách dlouhých nejvýše %6; nejvytíženější kanál nese %7 z nich a ty se střídají.</translation>
    </message>
    <message>
        <source>All-to-all personalized: direct exchange (DEX)</source>
        <translation>Personalizovaná komunikace všichni všem: přímá výměna (DEX)</translation>
    </message>
    <message>
        <source>Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). Every pair of nodes exchanges its two packets directly: step j (j = 1 .. p-1) is the permutation x -&gt; x XOR j, p - 1 steps of one packet per node, without combining. On a hypercube the e-cube route makes every step contention-free (the same schedule as the pairwise exchange), so the time is (t_s + t_w m)(2^n - 1), which the seed calls only twice its lower bound t_w m (2^n - 1)/2 for large m. On meshes and tori with power-of-two sides the node index is the binary address (x in the low bits, then y, then z) and dimension-order routing replaces e-cube: the narration gives each step&apos;s congestion, at most max(z_1, z_2)/2 as the seed says (on mesh:4x2, the seed&apos;s M(2,4), four of the seven permutations load the middle horizontal channels twice; the seed&apos;s figure shows six of them, three congested), and on tori, where the shorter way round ties for a half-way jump and goes up, the same maximum. The seed gives no time for meshes (it depends on how the network serves congestion); the formula charges every step its congestion c_j in turns, (t_s + t_w m) sum c_j, and the engine&apos;s timeline, where the messages sharing a channel take turns, measures exactly that on every mesh and torus tried, up to torus:16x8x8.</source>
        <translation>Nazývá se také rozesílání všichni všem (seed 000: AAS) a úplná výměna (seed 001). Každá dvojice uzlů si vymění své dva pakety přímo: krok j (j = 1 .. p-1) je permutace x -&gt; x XOR j, tedy p - 1 kroků po jednom paketu na uzel, bez kombinování. Na hyperkrychli zajistí trasa e-cube, že je každý krok bez soupeření (stejný rozvrh jako párová výměna), takže čas je (t_s + t_w m)(2^n - 1), což seed pro velká m označuje za pouhý dvojnásobek své dolní meze t_w m (2^n - 1)/2. Na mřížkách a toroidech se stranami o délce mocniny dvou je index uzlu binární adresa (x v nižších bitech, pak y, pak z) a místo e-cube se použije směrování podle dimenzí: komentář uvádí zahlcení každého kroku, nejvýše max(z_1, z_2)/2, jak říká seed (na mesh:4x2, v seedu M(2,4), zatíží čtyři ze sedmi permutací prostřední vodorovné kanály dvakrát; obrázek v seedu jich ukazuje šest, z toho tři zahlcené), a na toroidech, kde jsou při skoku o polovinu obě cesty kolem stejně dlouhé a volí se cesta nahoru, totéž maximum. Seed pro mřížky čas neuvádí (závisí na tom, jak síť zvládá zahlcení); vzorec účtuje každému kroku jeho zahlcení c_j jako postupné střídání, (t_s + t_w m) sum c_j, a časová osa enginu, v níž se zprávy sdílející kanál střídají, naměří přesně tolik na každé vyzkoušené mřížce i toroidu až po torus:16x8x8.</translation>
    </message>
    <message>
        <source>All-to-all personalized on a cycle: micro-permutations</source>
        <translation>Personalizovaná komunikace všichni všem na cyklu: mikropermutace</translation>
    </message>
    <message>
        <source>Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). The seed&apos;s 1-port direct exchange on a ring T(z), z = 4t: drawn as a circle with node k at angle (k + 1/2) 360/z degrees, quadrant I holds u_1 .. u_t = nodes 0 .. t-1, and u_i&apos;s mirror images are u_i^y = 2t-1-k (quadrant II), u_i^xy = k+2t (III) and u_i^x = z-1-k (IV). Each round is one micro-permutation, pi1 and pi2 for each of the t(t-1) ordered pairs (u_i, u_j), then pi3 and pi4 for each u_i: two 4-cycles that each go once round the ring, one each way, every message the shorter way (pi4&apos;s half-way messages: u_i and u_i^xy go up, u_i^x and u_i^y down), so every channel carries exactly one message and the seed&apos;s lists as printed deliver every packet exactly once. Because a micro-permutation fills all 2z channels, no two share a round: the engine measures 2t^2 = z^2/8 rounds (z = 4: 3, since u_(i+1 mod 1) is u_i and pi3&apos;s two cycles take a round each), which equals the bisection bound, z^2/4 packets crossing a two-link cut each way over 2 channels. The seed&apos;s Lemma reads &quot;2[z/2]^2 rounds&quot;, z^2/2, four times the measured count; its own count of micro-permutations, 2t(t-1) + 2t = 2 (z/4)^2, suggests the OCR lost a 4.</source>
        <translation>Nazývá se také rozesílání všichni všem (seed 000: AAS) a úplná výměna (seed 001). Jednoportová přímá výměna ze seedu na kruhu T(z), z = 4t: nakreslíme-li kruh jako kružnici s uzlem k pod úhlem (k + 1/2) 360/z stupňů, leží v kvadrantu I u_1 .. u_t = uzly 0 .. t-1 a zrcadlové obrazy u_i jsou u_i^y = 2t-1-k (kvadrant II), u_i^xy = k+2t (III) a u_i^x = z-1-k (IV). Každé kolo je jedna mikropermutace: pi1 a pi2 pro každou z t(t-1) uspořádaných dvojic (u_i, u_j), pak pi3 a pi4 pro každé u_i: dva 4-cykly, z nichž každý jednou obejde kruh, jeden v každém směru, každá zpráva kratší cestou (zprávy pi4 do protějšího bodu: u_i a u_i^xy jdou nahoru, u_i^x a u_i^y dolů), takže každý kanál nese právě jednu zprávu a seznamy ze seedu, tak jak jsou vytištěny, doručí každý paket právě jednou. Protože mikropermutace zaplní všech 2z kanálů, žádné dvě nemohou sdílet kolo: engine naměří 2t^2 = z^2/8 kol (z = 4: 3, protože u_(i+1 mod 1) je u_i a každý ze dvou cyklů pi3 zabere jedno kolo), což se rovná bisekční mezi: z^2/4 paketů přechází řez dvou linek v každém směru po 2 kanálech. Lemma v seedu uvádí &quot;2[z/2]^2 kol&quot;, tedy z^2/2, čtyřnásobek naměřeného počtu; jeho vlastní počet mikropermutací, 2t(t-1) + 2t = 2 (z/4)^2, naznačuje, že OCR ztratilo čtyřku.</translation>
    </message>
    <message>
        <source>All-to-all personalized on a 2D torus: interleaved micro-permutations</source>
        <translation>Personalizovaná komunikace všichni všem na 2D toroidu: prokládané mikropermutace</translation>
    </message>
    <message>
        <source>Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). The seed generalises the cycle&apos;s micro-permutations to T(z, z), z = 4t, by the cartesian product and interleaves up to t disjoint horizontal and vertical micro-permutations in one round &quot;so that all mesh links are used in each round&quot;; it gives no round count. Here every packet is one worm, row first: those that stay in their row run the cycle&apos;s micro-permutations in that row, those that stay in their column the same in the column, and the others the product h x v of a horizontal and a vertical piece, (a, b) -&gt; (h(a), v(b)), which fills the rows v moves and the columns h moves with one message per channel. Pieces that share no node and no line in the same direction share a round, packed first fit (products first) once with whole micro-permutations and once with their one-way cycles, the fewer rounds kept; every round is contention-free and 1-port, and the narration counts the channels it uses. The engine measures 15 rounds on torus:4x4 (the 1-port bound p - 1); 64 on torus:8x8, every one using all 256 channels as the seed claims for M(8,8), which is the bisection bound z^3/8; 222 on torus:12x12 (bound 216), 513 on torus:16x16 (512), 1010 on torus:20x20 (1000): all links are used in most rounds, not in every one.</source>
        <translation>Nazývá se také rozesílání všichni všem (seed 000: AAS) a úplná výměna (seed 001). Seed zobecňuje mikropermutace cyklu kartézským součinem na T(z, z), z = 4t, a prokládá v jednom kole až t disjunktních vodorovných a svislých mikropermutací, &quot;aby byly v každém kole využity všechny linky mřížky&quot;; počet kol neuvádí. Zde je každý paket jeden červ, nejprve po řádku: pakety, které zůstávají ve svém řádku, provedou v tomto řádku mikropermutace cyklu, pakety, které zůstávají ve svém sloupci, totéž ve sloupci, a ostatní součin h x v vodorovného a svislého dílu, (a, b) -&gt; (h(a), v(b)), který zaplní řádky posouvané v a sloupce posouvané h jednou zprávou na kanál. Díly, které nesdílejí žádný uzel ani žádnou linii ve stejném směru, sdílejí kolo; balí se metodou first fit (nejprve součiny) jednou po celých mikropermutacích a jednou po jejich jednosměrných cyklech a ponechá se varianta s menším počtem kol; každé kolo je bez soupeření a jednoportové a komentář počítá kanály, které využívá. Engine naměří 15 kol na torus:4x4 (jednoportová mez p - 1); 64 na torus:8x8, z nichž každé využije všech 256 kanálů, jak seed tvrdí pro M(8,8), což je bisekční mez z^3/8; 222 na torus:12x12 (mez 216), 513 na torus:16x16 (512), 1010 na torus:20x20 (1000): všechny linky jsou využity ve většině kol, ne však v každém.</translation>
    </message>
    <message>
        <source>All-to-all personalized: ring pipeline in both directions</source>
        <translation>Personalizovaná komunikace všichni všem: kruhová pipeline v obou směrech</translation>
    </message>
    <message>
        <source>Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). With all ports and full-duplex links the ring pipeline runs both ways at once: every node sends the packets for the nodes up to floor(z/2) steps clockwise as one message to its right neighbour and those for the nodes up to floor((z-1)/2) steps anticlockwise to its left one; each receiver keeps its own packet and forwards the rest. That takes R = floor(z/2) rounds, round k carrying at most R-k+1 packets per message: t_s R + t_w m R(R+1)/2, about half the rounds and a quarter of the t_w term of the one-way pipeline. For odd z this is the seed&apos;s sum, t_s (z-1)/2 + t_w m (z^2-1)/8, which it rounds to z^2/8, and it meets the cut bound t_w m (z^2-1)/8. For even z the packet to the opposite node, z/2 steps away either way, goes clockwise with the right-bound message (the seed does not say): z/2 rounds and t_w m z(z+2)/8, z/4 t_w m above the cut bound; sending it the other way from every second node balances the links but leaves each round as long, since a round lasts as long as its largest message.</source>
        <translation>Nazývá se také rozesílání všichni všem (seed 000: AAS) a úplná výměna (seed 001). Se všemi porty a plně duplexními linkami běží kruhová pipeline oběma směry současně: každý uzel pošle pakety pro uzly vzdálené až floor(z/2) kroků po směru hodinových ručiček jako jednu zprávu pravému sousedovi a pakety pro uzly vzdálené až floor((z-1)/2) kroků proti směru hodinových ručiček levému; každý příjemce si ponechá svůj paket a zbytek předá dál. To trvá R = floor(z/2) kol, přičemž kolo k nese nejvýše R-k+1 paketů na zprávu: t_s R + t_w m R(R+1)/2, zhruba polovina kol a čtvrtina členu t_w jednosměrné pipeline. Pro liché z je to součet ze seedu, t_s (z-1)/2 + t_w m (z^2-1)/8, který seed zaokrouhluje na z^2/8, a dosahuje meze řezu t_w m (z^2-1)/8. Pro sudé z jde paket pro protější uzel, vzdálený z/2 kroků oběma směry, po směru hodinových ručiček se zprávou doprava (seed to neuvádí): z/2 kol a t_w m z(z+2)/8, o z/4 t_w m nad mezí řezu; poslat ho z každého druhého uzlu opačným směrem by vyrovnalo zatížení linek, ale kola by netrvala kratší dobu, protože kolo trvá tak dlouho jako jeho největší zpráva.</translation>
    </message>
    <message>
        <source>All-to-all personalized: shift exchange over routes</source>
        <translation>Personalizovaná komunikace všichni všem: posuvná výměna po trasách</translation>
    </message>
    <message>
        <source>One-to-all personalized by recursive halving</source>
        <translation>Personalizovaná komunikace jeden všem rekurzivním půlením</translation>
    </message>
    <message>
        <source>Also called scatter (seed 001, MPI_Scatter). The source holds one distinct message for every node. It follows the broadcast pattern, but each transfer carries only the messages destined for the other half: first half of all messages, then a quarter, down to a single message. Every node keeps what its own half needs. The text&apos;s cost is t_s log p + t_w m (p - 1), and t_w m (p - 1) is a lower bound on any topology because the source must send p - 1 messages. Where a side is not a power of two, every split keeps the larger part on the sender&apos;s side, so the root&apos;s messages are the largest of each step and the cost holds for every root. It meets the lower bound t_s ceil(log2 p) + t_w m (p - 1) whenever the steps, one line split per side, add up to ceil(log2 p): on hypercubes, trees, rings, linear arrays and meshes such as 3x7. Where they do not (mesh:3x5 takes 5 steps, ceil(log2 15) = 4), this pattern pays the extra start-ups.</source>
        <translation>Nazývá se také rozesílání (seed 001, MPI_Scatter). Zdroj má pro každý uzel jinou zprávu. Postupuje podle vzoru vysílání, ale každý přenos nese jen zprávy určené pro druhou polovinu: nejprve polovinu všech zpráv, pak čtvrtinu, až po jedinou zprávu. Každý uzel si ponechá to, co potřebuje jeho vlastní polovina. Náklad podle textu je t_s log p + t_w m (p - 1) a t_w m (p - 1) je dolní mez na libovolné topologii, protože zdroj musí odeslat p - 1 zpráv. Kde strana není mocninou dvou, ponechá každé dělení větší část na straně odesílatele, takže zprávy kořene jsou v každém kroku největší a náklad platí pro každý kořen. Dolní meze t_s ceil(log2 p) + t_w m (p - 1) dosahuje, kdykoli kroky (dělení linií, strana po straně) dávají dohromady ceil(log2 p): na hyperkrychlích, stromech, kruzích, lineárních polích a mřížkách jako 3x7. Kde ne (mesh:3x5 potřebuje 5 kroků, ceil(log2 15) = 4), platí tento vzor starty navíc.</translation>
    </message>
    <message>
        <source>All-to-one personalized by recursive doubling</source>
        <translation>Personalizovaná komunikace všichni jednomu rekurzivním zdvojováním</translation>
    </message>
    <message>
        <source>Also called gather (seed 001, MPI_Gather). The dual of scatter: the same messages in reverse order and direction. First the nodes that the scatter served last send their own message to their partner; from then on every node sends everything it has collected, so messages double in size until the destination holds all p messages. Nothing is combined: the destination ends with p separate messages. The cost is scatter&apos;s, t_s log p + t_w m (p - 1), for every root, and it meets the lower bound t_s ceil(log2 p) + t_w m (p - 1) wherever the scatter does: the destination must receive p - 1 messages&apos; worth of words, and the steps, one line split per side, must add up to ceil(log2 p).</source>
        <translation>Nazývá se také sběr (seed 001, MPI_Gather). Duál rozesílání: tytéž zprávy v opačném pořadí a směru. Nejprve uzly, které rozesílání obsloužilo jako poslední, pošlou svou zprávu partnerovi; od té chvíle každý uzel posílá vše, co shromáždil, takže se zprávy zdvojnásobují, dokud cíl nemá všech p zpráv. Nic se nekombinuje: cíl skončí s p samostatnými zprávami. Náklad je stejný jako u rozesílání, t_s log p + t_w m (p - 1), pro každý kořen, a dolní meze t_s ceil(log2 p) + t_w m (p - 1) dosahuje všude, kde ji dosahuje rozesílání: cíl musí přijmout slova p - 1 zpráv a kroky (dělení linií, strana po straně) musí dát dohromady ceil(log2 p).</translation>
    </message>
    <message>
        <source>Circular shift on a ring</source>
        <translation>Cyklický posun na kruhu</translation>
    </message>
    <message>
        <source>Seed 001 calls it circular q-shift. Node i must send its packet to node (i + q) mod p. All packets travel together the shorter way round the ring: q steps to the right, or p - q steps to the left when that is shorter. In every step each node passes the packet it holds to its neighbour and receives one, so a step costs t_s + t_w m and the shift (t_s + t_w m) min(q, p - q).</source>
        <translation>Seed 001 ho nazývá cyklický q-posun. Uzel i musí poslat svůj paket uzlu (i + q) mod p. Všechny pakety putují společně kratší cestou kolem kruhu: q kroků doprava, nebo p - q kroků doleva, je-li to kratší. V každém kroku každý uzel předá paket, který drží, sousedovi a jeden přijme, takže krok stojí t_s + t_w m a celý posun (t_s + t_w m) min(q, p - q).</translation>
    </message>
    <message>
        <source>Circular shift on a 2D torus</source>
        <translation>Cyklický posun na 2D toroidu</translation>
    </message>
    <message>
        <source>Seed 001 calls it circular q-shift. With row-major labels, shifting by q means r = q mod a places along the rows and c = floor(q / a) rows down. First every row shifts its packets by r, the shorter way round. The packets that crossed the end of their row have landed one row too high, so in one compensating step they move one row down; then every column shifts by c, the shorter way round. Each step moves every packet at most one link, so it costs t_s + t_w m, and the shift costs (t_s + t_w m)(min(r, a - r) + 1 + min(c, b - c)), without the 1 when r = 0. The text names the row and column shifts; the compensating step is what its Fig. 3.6.1 shows.</source>
        <translation>Seed 001 ho nazývá cyklický q-posun. Při číslování po řádcích znamená posun o q posun o r = q mod a míst podél řádků a o c = floor(q / a) řádků dolů. Nejprve každý řádek posune své pakety o r, kratší cestou kolem. Pakety, které přešly konec svého řádku, skončily o řádek výš, než mají, takže se v jednom vyrovnávacím kroku posunou o řádek dolů; pak každý sloupec posune pakety o c, kratší cestou kolem. Každý krok posune každý paket nejvýše o jednu linku, takže stojí t_s + t_w m, a celý posun stojí (t_s + t_w m)(min(r, a - r) + 1 + min(c, b - c)), bez té 1, je-li r = 0. Text uvádí posuny řádků a sloupců; vyrovnávací krok je to, co ukazuje jeho obr. 3.6.1.</translation>
    </message>
    <message>
        <source>Circular shift on a hypercube</source>
        <translation>Cyklický posun na hyperkrychli</translation>
    </message>
    <message>
        <source>Seed 001 calls it circular q-shift. With wormhole routing the processors are numbered by their cube labels and every node sends its packet straight to node (i + q) mod p along the e-cube route, in one step of t_s + t_w m: the text claims the routes never share a channel, and the engine confirms it for every q on cubes up to 128 nodes. Under store-and-forward (--model sf) the processors are numbered along the text&apos;s linear array, mapped onto the cube by the reflected Gray code (array position j on node j XOR floor(j/2): 0, 1, 3, 2, 6, 7, 5, 4 on 8 nodes, Fig. 3.6.2), and the shift moves every packet q places along that array. q is written as a sum of powers of two, lowest first, as the text does (5 = 1 + 4); a 1-shift is one step between cube neighbours, a 2^i-shift two steps, since array positions 2^i apart are two links apart: first every node crosses dimension i - 1, then every packet takes the remaining link. That is 2 popcount(q) - (q mod 2) steps, at most the text&apos;s 2 log p - 1, reached for q = p - 1; the engine finds no channel used twice in any step, for every q on cubes up to 128 nodes. The text only adds up the powers of two in q, and so does this schedule; shifting back by p - q instead would be shorter for some q (q = p - 1 is a 1-shift back, one step). The one-step e-cube shift is not congestion-free on the Gray-code numbering: the engine finds two messages on one channel for q = 3 and 5 on 8 nodes and for q = 3, 5, 6, 7, 9, 10, 11, 13 on 16 nodes, which is why wormhole runs keep the cube labels.</source>
        <translation>Seed 001 ho nazývá cyklický q-posun. Při červím přepínání jsou procesory číslovány svými označeními v krychli a každý uzel pošle svůj paket přímo uzlu (i + q) mod p po trase e-cube, v jednom kroku za t_s + t_w m: text tvrdí, že trasy nikdy nesdílejí kanál, a engine to potvrzuje pro každé q na krychlích až do 128 uzlů. Při přepínání s mezipamětí (--model sf) jsou procesory číslovány podél lineárního pole z textu, zobrazeného na krychli zrcadleným Grayovým kódem (pozice pole j na uzlu j XOR floor(j/2): 0, 1, 3, 2, 6, 7, 5, 4 na 8 uzlech, obr. 3.6.2), a posun přesune každý paket o q míst podél tohoto pole. q se zapíše jako součet mocnin dvou, od nejnižší, jak to dělá text (5 = 1 + 4); 1-posun je jeden krok mezi sousedy v krychli, 2^i-posun dva kroky, protože pozice pole vzdálené o 2^i jsou od sebe dvě linky: nejprve každý uzel přejde dimenzi i - 1, pak každý paket projde zbývající linku. To je 2 popcount(q) - (q mod 2) kroků, nejvýše 2 log p - 1 z textu, čehož se dosáhne pro q = p - 1; engine pro každé q na krychlích až do 128 uzlů nenajde žádný kanál použitý v jednom kroku dvakrát. Text jen sčítá mocniny dvou v q a tento rozvrh také; posun zpět o p - q by byl pro některá q kratší (q = p - 1 je 1-posun zpět, jeden krok). Jednokrokový posun e-cube není při číslování Grayovým kódem bez zahlcení: engine najde dvě zprávy na jednom kanálu pro q = 3 a 5 na 8 uzlech a pro q = 3, 5, 6, 7, 9, 10, 11, 13 na 16 uzlech, a proto běhy s červím přepínáním ponechávají označení v krychli.</translation>
    </message>
    <message>
        <source>%1 runs on %2 networks of %3 dimensions only, not on %4, which has %5</source>
        <translation>%1 běží jen na sítích %2 s počtem dimenzí %3, ne na %4 s počtem dimenzí %5</translation>
    </message>
    <message>
        <source>%1 runs on %2 networks of %3 to %6 dimensions only, not on %4, which has %5</source>
        <translation>%1 běží jen na sítích %2 s počtem dimenzí %3 až %6, ne na %4 s počtem dimenzí %5</translation>
    </message>
    <message>
        <source>%1 phase, round %2 of %3: every node passes the %4 messages of its block of the axes before %1 that it received last (its own block&apos;s in round 1) as one message to the next node along %1.</source>
        <translation>Fáze %1, kolo %2 z %3: každý uzel předá dalšímu uzlu podél osy %1 jako jednu zprávu %4 zpráv svého bloku os před osou %1, které přijal naposledy (v kole 1 zprávy svého bloku).</translation>
    </message>
    <message>
        <source>All-reduce: double binary tree, pipelined (NCCL)</source>
        <translation>Allreduce: dvojitý binární strom s pipeline (NCCL)</translation>
    </message>
    <message>
        <source>NCCL&apos;s tree all-reduce, after Sanders, Speck and Träff&apos;s two-tree algorithm: tree A numbers a binary tree in order over the processors, so its inner nodes are the odd ones, and tree B is A mirrored (x to p - 1 - x, p even) or shifted by one (x to x + 1, p odd), so that no processor is an inner node of both. Each tree reduces half of the data up to its root and broadcasts the totals back down, both halves cut into S = min(8, p/2 rounded down) segments that follow each other down the tree like a pipeline. The edges are coloured so that a node&apos;s two children, and its two parents, use its one port in alternate rounds; every round moves one segment of m/(2S) words per working edge, and each phase takes D + 2S - 1 rounds, D (about log2 p to 2 log2 p) the round in which a tree&apos;s first segment reaches its deepest node. So it pays few start-ups like a binomial tree while the words each node sends stay near 2m however large p is, which is why NCCL runs it for mid-sized messages at scale. Any p works; the trees only know processor numbers, so it runs over routes on any network (wormhole, one port, full duplex, combining). NCCL overlaps the two phases, where here the broadcast waits for the reduction; under one port that costs little, since an inner node receives from one child or the other in every round of the reduction&apos;s steady state (overlapping saves at most one round for p up to 64). SimGrid 3.32 has no double binary tree; its tree allreduces (redbcast, smp_binomial, smp_binomial_pipeline) reduce and broadcast the whole vector on binomial trees.</source>
        <translation>Stromový allreduce z NCCL podle algoritmu dvou stromů Sanderse, Specka a Träffa: strom A čísluje binární strom procesory v pořadí inorder, takže jeho vnitřní uzly jsou liché, a strom B je zrcadlový obraz A (x na p - 1 - x, p sudé) nebo A posunutý o jedna (x na x + 1, p liché), takže žádný procesor není vnitřním uzlem obou. Každý strom zredukuje polovinu dat ke svému kořeni a celkové součty rozešle zpět dolů; obě poloviny jsou rozděleny na S = min(8, p/2 zaokrouhleno dolů) segmentů, které stromem postupují jeden za druhým jako v pipeline. Hrany jsou obarveny tak, aby dva potomci uzlu i jeho dva rodiče používali jeho jediný port ve střídajících se kolech; každé kolo přesune po každé pracující hraně jeden segment o m/(2S) slovech a každá fáze trvá D + 2S - 1 kol, kde D (zhruba log2 p až 2 log2 p) je kolo, v němž první segment stromu dorazí do jeho nejhlubšího uzlu. Platí tedy málo startů, podobně jako binomický strom, zatímco počet slov, která každý uzel pošle, zůstává blízko 2m, ať je p jakkoli velké; proto ho NCCL ve velkém měřítku používá pro středně velké zprávy. Funguje pro libovolné p; stromy znají jen čísla procesorů, takže běží po trasách na libovolné síti (červí přepínání, 1 port, plný duplex, kombinující). NCCL obě fáze překrývá, kdežto zde vysílání čeká na redukci; v 1-portovém modelu to stojí málo, protože vnitřní uzel v ustáleném stavu redukce přijímá v každém kole od jednoho nebo druhého potomka (překrytí ušetří pro p do 64 nejvýše jedno kolo). SimGrid 3.32 dvojitý binární strom nemá; jeho stromové allreduce (redbcast, smp_binomial, smp_binomial_pipeline) redukují a vysílají celý vektor po binomických stromech.</translation>
    </message>
    <message>
        <source>in %1 of the %2 rounds the routes of two or more tree edges share a channel (up to %3 on one, first in round %4); under wormhole routing they take turns, so those rounds last longer than the one segment the formula counts</source>
        <translation>v %1 z %2 kol sdílejí trasy dvou nebo více hran stromu kanál (až %3 na jednom, poprvé v kole %4); při červím přepínání se střídají, takže tato kola trvají déle než jeden segment, se kterým počítá vzorec</translation>
    </message>
    <message numerus="yes">
        <source>%n tree edge(s)</source>
        <translation>
            <numerusform>%n hrana stromu</numerusform>
            <numerusform>%n hrany stromu</numerusform>
            <numerusform>%n hran stromu</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2 (reduction up both trees): %3 carry a partial sum of one segment, m/%4 words, from a child to its parent in tree A or B, which adds it to its own sum of that segment.</source>
        <translation>Kolo %1 z %2 (redukce vzhůru oběma stromy): %3 – každá nese částečný součet jednoho segmentu, m/%4 slov, od potomka k rodiči ve stromu A nebo B, který ho přičte ke svému součtu tohoto segmentu.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (broadcast down both trees): %3 carry a finished segment, m/%4 words, from a parent to its child in tree A or B.</source>
        <translation>Kolo %1 z %2 (vysílání dolů oběma stromy): %3 – každá nese hotový segment, m/%4 slov, od rodiče k potomkovi ve stromu A nebo B.</translation>
    </message>
    <message>
        <source>The busiest channel carries %1 of these messages, which take turns.</source>
        <translation>Nejvytíženější kanál nese %1 z těchto zpráv, které se střídají.</translation>
    </message>
    <message>
        <source>in %1 of the %2 rounds two or more messages share a channel (up to %3 on one, first in round %4), and under wormhole routing messages that share a channel take turns, so those rounds last longer than the formula counts</source>
        <translation>v %1 z %2 kol sdílejí dvě nebo více zpráv kanál (až %3 na jednom, poprvé v kole %4) a při červím přepínání se zprávy sdílející kanál střídají, takže tato kola trvají déle, než počítá vzorec</translation>
    </message>
    <message>
        <source>The busiest channel carries %1 of the round&apos;s messages, which take turns.</source>
        <translation>Nejvytíženější kanál nese %1 ze zpráv tohoto kola, které se střídají.</translation>
    </message>
    <message>
        <source>All-reduce by Rabenseifner: recursive halving, then recursive doubling</source>
        <translation>Allreduce podle Rabenseifnera: rekurzivní půlení, pak rekurzivní zdvojování</translation>
    </message>
    <message>
        <source>The all-reduce MPI libraries use for long vectors: the vector is cut into p&apos; pieces, p&apos; the largest power of two not above p. In the reduce-scatter by recursive halving every processor sends half of the pieces it is still responsible for to the partner whose new rank differs in one bit (bit 0 first), adds the half it receives and keeps it, until it holds the total of one piece; in the allgather by recursive doubling the steps run backwards and every processor sends all the totals it holds. Each processor sends and receives only about 2 m words and adds about m, against m log p for recursive doubling of the whole vector, which is why MPICH chooses it for long messages; it pays 2 log p start-ups, twice the short-message algorithm&apos;s. When p is not a power of two, the first 2r processors (r = p - p&apos;) pair up before: the even one sends its whole vector to its odd neighbour, which adds it, and gets the result back at the end, as MPICH and SimGrid&apos;s rab_rdb do, at 2 (t_s + t_w m) + t_c m more. It is written for processor numbers over the network&apos;s routes under wormhole routing, one port and full-duplex links, where the formula holds whenever no two messages of a round share a channel. SimGrid&apos;s own rab_rdb takes the same time on a crossbar, a complete network and fattree:4; where messages of a round share a link (a two-level fat tree of 8 processors) SimGrid lets them share its bandwidth and overlap their start-ups, where here they take turns, so each round in which two messages share a link costs SimGrid one t_s less (4 such rounds there: 15.75 against 23.75 at t_s = 2).</source>
        <translation>Allreduce, který knihovny MPI používají pro dlouhé vektory: vektor se rozdělí na p&apos; částí, kde p&apos; je největší mocnina dvou nepřesahující p. Při redukci s rozesláním rekurzivním půlením pošle každý procesor polovinu částí, za které ještě odpovídá, partnerovi, jehož nový rank se liší v jednom bitu (nejprve v bitu 0), přijatou polovinu přičte a ponechá si ji, dokud nemá celkový součet jedné části; při sběru všichni všem rekurzivním zdvojováním běží kroky pozpátku a každý procesor posílá všechny celkové součty, které má. Každý procesor pošle a přijme jen asi 2 m slov a sečte asi m, oproti m log p při rekurzivním zdvojování celého vektoru, a proto ho MPICH volí pro dlouhé zprávy; platí však 2 log p startů, dvakrát víc než algoritmus pro krátké zprávy. Není-li p mocnina dvou, prvních 2r procesorů (r = p - p&apos;) se předem spáruje: sudý pošle celý svůj vektor lichému sousedovi, který ho přičte, a na konci dostane výsledek zpět, stejně jako v MPICH a v rab_rdb ze SimGridu, za 2 (t_s + t_w m) + t_c m navíc. Je napsán pro čísla procesorů po trasách sítě při červím přepínání, 1 portu a plně duplexních linkách, kde vzorec platí, kdykoli žádné dvě zprávy jednoho kola nesdílejí kanál. Vlastní rab_rdb ze SimGridu trvá stejně dlouho na křížovém přepínači, úplné síti a fattree:4; kde zprávy jednoho kola sdílejí linku (dvouúrovňový tlustý strom s 8 procesory), nechá je SimGrid sdílet její šířku pásma a překrýt jejich starty, kdežto zde se střídají, takže každé kolo, v němž dvě zprávy sdílejí linku, stojí v SimGridu o jedno t_s méně (tam 4 taková kola: 15.75 oproti 23.75 při t_s = 2).</translation>
    </message>
    <message>
        <source>Round %1 of %2 (folding): p = %3 is not a power of two, so each even processor among the first %4 sends its whole vector to its odd neighbour, which adds it; the %5 processors left take new ranks 0 to %6.</source>
        <translation>Kolo %1 z %2 (skládání): p = %3 není mocnina dvou, takže každý sudý procesor mezi prvními %4 pošle celý svůj vektor lichému sousedovi, který ho přičte; zbylé procesory (%5) dostanou nové ranky 0 až %6.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (reduce-scatter by recursive halving): every processor with a new rank sends the partner whose new rank differs in bit %3 the half of its pieces on the partner&apos;s side (%4 of m/%5 words) and adds the %4 it receives; it is now responsible for %4.</source>
        <translation>Kolo %1 z %2 (redukce s rozesláním rekurzivním půlením): každý procesor s novým rankem pošle partnerovi, jehož nový rank se liší v bitu %3, tu polovinu svých částí, která patří na partnerovu stranu (%4 po m/%5 slovech), a přičte přijaté %4; nyní odpovídá za %4.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (allgather by recursive doubling): every processor with a new rank sends the %3 it holds to the partner whose new rank differs in bit %4 and receives as many; it now holds the totals of %5.</source>
        <translation>Kolo %1 z %2 (sběr všichni všem rekurzivním zdvojováním): každý procesor s novým rankem pošle vše, co má (%3), partnerovi, jehož nový rank se liší v bitu %4, a stejně tolik přijme; nyní má celkové součty pro %5.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (unfolding): each odd processor among the first %3 sends all %4 totals to the even neighbour that folded into it, so all %5 processors hold the result.</source>
        <translation>Kolo %1 z %2 (rozkládání): každý lichý procesor mezi prvními %3 pošle všechny celkové součty (%4) sudému sousedovi, který se do něj složil, takže výsledek mají všechny procesory (%5).</translation>
    </message>
    <message>
        <source>All-reduce round a ring: reduce-scatter, then allgather</source>
        <translation>Allreduce po kruhu: redukce s rozesláním, pak sběr všichni všem</translation>
    </message>
    <message>
        <source>The bandwidth-optimal all-reduce of Patarasuk and Yuan, the ring NCCL runs: the vector is cut into p pieces of m/p words. In p - 1 reduce-scatter rounds every processor sends one partial sum to the next processor on the ring, which adds its own contribution, so that each ends with the total of one piece; in p - 1 allgather rounds the totals go round the ring once more. Every processor sends and receives 2 (p - 1)/p m words, the least any all-reduce can, and every round every link of the ring is busy, which is why NCCL uses it for large messages; its 2 (p - 1) start-ups make it slow for short ones. The ring is the processor numbers&apos; 0, 1, .., p-1 wherever their routes share no channel (on a ring it is the network&apos;s own ring, and on every other family here but graphs read from a file the routes i -&gt; i + 1 do not meet); on a network where they do, it goes from each processor to the nearest one not yet on the ring if that crowds fewer routes onto a channel. It is written for wormhole routing, one port and full-duplex links, and any p needs no extra step. SimGrid&apos;s own lr (Patarasuk and Yuan&apos;s code) takes the same time on a crossbar, a complete network and two fat trees when the vector splits evenly into p pieces; its code adds any remainder afterwards with another allreduce.</source>
        <translation>Allreduce Patarasuka a Yuana optimální z hlediska šířky pásma, kruh, který používá NCCL: vektor se rozdělí na p částí po m/p slovech. V p - 1 kolech redukce s rozesláním pošle každý procesor jeden částečný součet dalšímu procesoru na kruhu, který k němu přičte svůj příspěvek, takže nakonec má každý celkový součet jedné části; v p - 1 kolech sběru všichni všem obejdou celkové součty kruh ještě jednou. Každý procesor pošle a přijme 2 (p - 1)/p m slov, nejméně, kolik může jakýkoli allreduce, a v každém kole je vytížena každá linka kruhu, proto ho NCCL používá pro velké zprávy; kvůli 2 (p - 1) startům je pomalý pro krátké. Kruh tvoří čísla procesorů 0, 1, .., p-1, pokud jejich trasy nesdílejí žádný kanál (na kruhu je to vlastní kruh sítě a na všech ostatních zdejších rodinách kromě grafů načtených ze souboru se trasy i -&gt; i + 1 nepotkají); na síti, kde ano, vede od každého procesoru k nejbližšímu, který ještě na kruhu není, pokud tím na kanál připadne méně tras. Je napsán pro červí přepínání, 1 port a plně duplexní linky a pro žádné p nepotřebuje krok navíc. Vlastní lr ze SimGridu (kód Patarasuka a Yuana) trvá stejně dlouho na křížovém přepínači, úplné síti a dvou tlustých stromech, když se vektor rozdělí rovnoměrně na p částí; případný zbytek jeho kód přičte dodatečně dalším allreduce.</translation>
    </message>
    <message>
        <source>every round sends p messages over the same p routes round the ring, and up to %1 of them share a channel; under wormhole routing they take turns, so every round lasts at least %1 (t_s + t_w m/p), not t_s + t_w m/p</source>
        <translation>každé kolo posílá p zpráv po týchž p trasách kolem kruhu a až %1 z nich sdílí kanál; při červím přepínání se střídají, takže každé kolo trvá alespoň %1 (t_s + t_w m/p), ne t_s + t_w m/p</translation>
    </message>
    <message>
        <source>Round %1 of %2 (reduce-scatter round the ring): every processor sends one piece of m/p words, its partial sum of piece (j - %3) mod p, to the next processor on the ring, which adds its own contribution; each partial sum now holds %4.</source>
        <translation>Kolo %1 z %2 (redukce s rozesláním po kruhu): každý procesor pošle jednu část o m/p slovech, svůj částečný součet části (j - %3) mod p, dalšímu procesoru na kruhu, který přičte svůj příspěvek; každý částečný součet nyní obsahuje %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n contribution(s)</source>
        <translation>
            <numerusform>%n příspěvek</numerusform>
            <numerusform>%n příspěvky</numerusform>
            <numerusform>%n příspěvků</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2 (reduce-scatter round the ring): every processor sends its last partial sum to the next processor on the ring, which adds its own contribution and so holds the total of one piece.</source>
        <translation>Kolo %1 z %2 (redukce s rozesláním po kruhu): každý procesor pošle svůj poslední částečný součet dalšímu procesoru na kruhu, který přičte svůj příspěvek, a má tak celkový součet jedné části.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (allgather round the ring): every processor passes the total it received last (its own in the first of these rounds) to the next processor on the ring; each now holds %3 of the %4.</source>
        <translation>Kolo %1 z %2 (sběr všichni všem po kruhu): každý procesor předá celkový součet, který přijal naposledy (v prvním z těchto kol svůj vlastní), dalšímu procesoru na kruhu; každý nyní má %3 z %4.</translation>
    </message>
    <message>
        <source>in %1 of the %2 rounds the routes to two or more partners share a channel (up to %3 on one, first in round %4); under wormhole routing they take turns, so those rounds last longer than the formula counts, though less than recursive doubling&apos;s farther partners would</source>
        <translation>v %1 z %2 kol sdílejí trasy ke dvěma nebo více partnerům kanál (až %3 na jednom, poprvé v kole %4); při červím přepínání se střídají, takže tato kola trvají déle, než počítá vzorec, i když méně, než by trvala se vzdálenějšími partnery rekurzivního zdvojování</translation>
    </message>
    <message>
        <source>along %1</source>
        <translation>podél osy %1</translation>
    </message>
    <message>
        <source>round the ring of ranks</source>
        <translation>po kruhu ranků</translation>
    </message>
    <message>
        <source>All-reduce: Swing, bandwidth-optimal (reduce-scatter + allgather)</source>
        <translation>Allreduce: Swing, optimální z hlediska šířky pásma (redukce s rozesláním + sběr všichni všem)</translation>
    </message>
    <message>
        <source>Swing (De Sensi, Bonato, Saam and Hoefler, 2024) is a reduce-scatter followed by an allgather, like Rabenseifner&apos;s, but at step s processor r talks to r + rho(s) if r is even and r - rho(s) if odd, rho(s) = 1, -1, 3, -5, 11, .. = (1 - (-2)^(s+1))/3, so the partner swings from one side to the other instead of always moving further away. On a torus this is why it beats recursive doubling: the partner is |rho(s)|, about two thirds of 2^s, hops away (1, 1, 3, 5, 11 instead of 1, 2, 4, 8, 16), so fewer messages share each link; on a torus whose sides are powers of two the steps take the dimensions in turn, as the paper does, and on any other network the processor numbers form one ring over the routes. The data is split into p&apos; pieces, p&apos; the largest power of two at most p; processor r ends the reduce-scatter with the total of piece r and the allgather runs the steps backwards. For p not a power of two the first 2(p - p&apos;) processors fold in pairs before, and unfold after, as in Rabenseifner&apos;s algorithm: two rounds of m words more. Its natural model is wormhole, one port, full duplex, combining. SimGrid has no Swing; its rab_rdb (partners rank xor 2^k) takes the same time on switch:P, complete:P and fattree:4, and 36.63 on dragonfly:4,2,2 where this schedule replayed in SimGrid takes 34.28 (m = 3, t_s = 2, t_w = 0.5).</source>
        <translation>Swing (De Sensi, Bonato, Saam a Hoefler, 2024) je redukce s rozesláním následovaná sběrem všichni všem, jako u Rabenseifnera, ale v kroku s komunikuje procesor r s r + rho(s), je-li r sudé, a s r - rho(s), je-li liché, kde rho(s) = 1, -1, 3, -5, 11, .. = (1 - (-2)^(s+1))/3, takže partner přeskakuje z jedné strany na druhou, místo aby se stále vzdaloval. Proto na toroidu poráží rekurzivní zdvojování: partner je |rho(s)| skoků daleko, zhruba dvě třetiny 2^s (1, 1, 3, 5, 11 místo 1, 2, 4, 8, 16), takže každou linku sdílí méně zpráv; na toroidu se stranami o délce mocniny dvou procházejí kroky dimenze postupně, jako v článku, a na jakékoli jiné síti tvoří čísla procesorů jeden kruh po trasách. Data se rozdělí na p&apos; částí, kde p&apos; je největší mocnina dvou nejvýše p; procesor r končí redukci s rozesláním s celkovým součtem části r a sběr všichni všem prochází kroky pozpátku. Není-li p mocnina dvou, prvních 2(p - p&apos;) procesorů se předtím po dvojicích složí a potom zase rozloží, jako v Rabenseifnerově algoritmu: dvě kola po m slovech navíc. Jeho přirozeným modelem je červí přepínání, 1 port, plný duplex, kombinující. SimGrid Swing nemá; jeho rab_rdb (partneři rank xor 2^k) trvá stejně dlouho na switch:P, complete:P a fattree:4 a 36.63 na dragonfly:4,2,2, kde tento rozvrh přehraný v SimGridu trvá 34.28 (m = 3, t_s = 2, t_w = 0.5).</translation>
    </message>
    <message>
        <source>Round %1 of %2 (fold): p = %3 is not a power of two, so each of the first %4 even processors sends its whole vector to the odd one after it, which adds it to its own; %5 ranks remain.</source>
        <translation>Kolo %1 z %2 (složení): p = %3 není mocnina dvou, takže každý z %4 prvních sudých procesorů pošle celý svůj vektor lichému procesoru za sebou, který ho přičte ke svému; zbývajících ranků: %5.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (unfold): each odd processor among the first %3 hands all %4 totals to the even one before it, which sat out since the fold.</source>
        <translation>Kolo %1 z %2 (rozložení): každý lichý procesor mezi prvními %3 předá všechny celkové součty (%4) sudému procesoru před sebou, který od složení stál stranou.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (reduce-scatter, s = %3): every rank sends the partner rho = %4 away %5 (even ranks at +rho, odd ranks at -rho) its sums of the %6 the partner reduces from now on, and adds the partner&apos;s sums of its own.</source>
        <translation>Kolo %1 z %2 (redukce s rozesláním, s = %3): každý rank pošle partnerovi vzdálenému rho = %4 %5 (sudé ranky na +rho, liché na -rho) své součty částí, které od nynějška redukuje partner (%6), a přičte partnerovy součty svých vlastních částí.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (allgather, s = %3, in reverse order): every rank sends the partner rho = %4 away %5 the %6 it holds, and keeps the partner&apos;s.</source>
        <translation>Kolo %1 z %2 (sběr všichni všem, s = %3, v opačném pořadí): každý rank pošle partnerovi vzdálenému rho = %4 %5 vše, co má (%6), a ponechá si partnerovy celkové součty.</translation>
    </message>
    <message>
        <source>All-reduce: Swing, latency-optimal (whole vector each step)</source>
        <translation>Allreduce: Swing, optimální z hlediska latence (celý vektor v každém kroku)</translation>
    </message>
    <message>
        <source>The latency-optimal form of Swing (De Sensi, Bonato, Saam and Hoefler, 2024): the partners are those of allreduce-swing, r + rho(s) for even r and r - rho(s) for odd r, but every step the two exchange their whole vectors and add them, like recursive doubling, so it takes log2 p rounds of m words: fewest start-ups, for short vectors. Its partners are nearer than recursive doubling&apos;s (|rho(s)| = 1, 1, 3, 5, 11 hops round a ring instead of 1, 2, 4, 8, 16), so on a torus fewer messages share a link; on a torus whose sides are powers of two the steps take the dimensions in turn, and on any other network the processor numbers form one ring over the routes. For p not a power of two the first 2(p - p&apos;) processors fold in pairs before and unfold after, p&apos; the largest power of two at most p. Its natural model is wormhole, one port, full duplex, combining. SimGrid has no Swing; its rdb allreduce (partners rank xor 2^k) takes the same time on switch:P, complete:P and fattree:4, but 55.5 on dragonfly:4,2,2 where this schedule replayed in SimGrid takes 32.5 (m = 3, t_s = 2, t_w = 0.5).</source>
        <translation>Forma Swingu optimální z hlediska latence (De Sensi, Bonato, Saam a Hoefler, 2024): partneři jsou stejní jako u allreduce-swing, r + rho(s) pro sudé r a r - rho(s) pro liché r, ale v každém kroku si oba vymění celé vektory a sečtou je, jako při rekurzivním zdvojování, takže potřebuje log2 p kol po m slovech: nejméně startů, pro krátké vektory. Jeho partneři jsou blíž než při rekurzivním zdvojování (|rho(s)| = 1, 1, 3, 5, 11 skoků kolem kruhu místo 1, 2, 4, 8, 16), takže na toroidu sdílí linku méně zpráv; na toroidu se stranami o délce mocniny dvou procházejí kroky dimenze postupně a na jakékoli jiné síti tvoří čísla procesorů jeden kruh po trasách. Není-li p mocnina dvou, prvních 2(p - p&apos;) procesorů se předtím po dvojicích složí a potom zase rozloží, kde p&apos; je největší mocnina dvou nejvýše p. Jeho přirozeným modelem je červí přepínání, 1 port, plný duplex, kombinující. SimGrid Swing nemá; jeho allreduce rdb (partneři rank xor 2^k) trvá stejně dlouho na switch:P, complete:P a fattree:4, ale 55.5 na dragonfly:4,2,2, kde tento rozvrh přehraný v SimGridu trvá 32.5 (m = 3, t_s = 2, t_w = 0.5).</translation>
    </message>
    <message>
        <source>Round %1 of %2 (s = %3): every rank exchanges its whole partial sum with the partner rho = %4 away %5 (even ranks at +rho, odd ranks at -rho) and adds the two; it now holds the sum over %6.</source>
        <translation>Kolo %1 z %2 (s = %3): každý rank si vymění celý svůj částečný součet s partnerem vzdáleným rho = %4 %5 (sudé ranky na +rho, liché na -rho) a oba sečte; nyní má součet přes %6.</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranky</numerusform>
            <numerusform>%n ranků</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2 (unfold): each odd processor among the first %3 hands the total to the even one before it, which sat out since the fold.</source>
        <translation>Kolo %1 z %2 (rozložení): každý lichý procesor mezi prvními %3 předá celkový součet sudému procesoru před sebou, který od složení stál stranou.</translation>
    </message>
    <message>
        <source>%1-line</source>
        <translation>%1-linie</translation>
    </message>
    <message>
        <source>%1-slice</source>
        <translation>%1-vrstva</translation>
    </message>
    <message>
        <source>Phase %1 of %2, round %3 of %4: inside every %5 each node sends the next node, as one message, the %6 of %7 packets for another %8, the last node over the wraparound link; each receiver keeps the cluster for its own %8.</source>
        <translation>Fáze %1 z %2, kolo %3 z %4: uvnitř každé linie (%5) pošle každý uzel dalšímu uzlu jako jednu zprávu %6 po %7 paketech pro jiné skupiny (%8), poslední uzel po lince přes okraj; každý příjemce si ponechá shluk pro svou vlastní skupinu.</translation>
    </message>
    <message numerus="yes">
        <source>%n cluster(s)</source>
        <translation>
            <numerusform>%n shluk</numerusform>
            <numerusform>%n shluky</numerusform>
            <numerusform>%n shluků</numerusform>
        </translation>
    </message>
    <message>
        <source>Phase %1 of %2, round %3 of %4: inside every %5 each node sends the next node, as one message, the %6 of %7 packets for another %8; the last node&apos;s message travels back along the %5 to the first, on the channels nobody else uses; each receiver keeps the cluster for its own %8.</source>
        <translation>Fáze %1 z %2, kolo %3 z %4: uvnitř každé linie (%5) pošle každý uzel dalšímu uzlu jako jednu zprávu %6 po %7 paketech pro jiné skupiny (%8); zpráva posledního uzlu putuje po linii zpět k prvnímu, po kanálech, které nikdo jiný nepoužívá; každý příjemce si ponechá shluk pro svou vlastní skupinu.</translation>
    </message>
    <message>
        <source>The ring algorithm run on processor numbers instead of a physical ring, as MPI libraries do on any network: in each of p-1 rounds processor i passes the block it received last (its own in the first round) to processor (i + 1) mod p over the network&apos;s route, so after p-1 rounds every processor holds all p blocks. Under wormhole routing with t_h = 0 a route of several hops costs what one hop costs, so with one port the time is (t_s + t_w m)(p - 1) whenever the p routes i -&gt; i+1 share no channel. On the hypercubes, rings, linear arrays, meshes, tori and trees here they share none: on a hypercube the route from 3 to 4 crosses three links yet meets no other, and on a linear array the last block runs back on the channels of the opposite direction. On a graph whose neighbouring numbers are far apart the routes can meet, and then every round lasts as many turns as its busiest channel carries messages. Every block passes p-1 times, so the ring suits large m, where t_w m (p - 1) is what every processor must receive anyway; for small m its p-1 start-ups cost more than the log p of recursive doubling. SimGrid&apos;s NTSLR allgather is this ring and takes exactly its time on every network compared; SimGrid&apos;s &apos;ring&apos; allgather is a shift (step i: its own block to rank + i), equal where no routes meet but 32.04 against 24.5 on a two-level fat tree of 8 (m = 3, t_s = 2, t_w = 0.5).</source>
        <translation>Kruhový algoritmus spuštěný na číslech procesorů místo fyzického kruhu, jak to knihovny MPI dělají na libovolné síti: v každém z p-1 kol předá procesor i blok, který přijal naposledy (v prvním kole svůj vlastní), procesoru (i + 1) mod p po trase sítě, takže po p-1 kolech má každý procesor všech p bloků. Při červím přepínání s t_h = 0 stojí trasa přes několik skoků tolik co jeden skok, takže s 1 portem je čas (t_s + t_w m)(p - 1), kdykoli p tras i -&gt; i+1 nesdílí žádný kanál. Na zdejších hyperkrychlích, kruzích, lineárních polích, mřížkách, toroidech a stromech nesdílejí žádný: na hyperkrychli projde trasa z 3 do 4 třemi linkami, a přesto nepotká žádnou jinou, a na lineárním poli běží poslední blok zpět po kanálech opačného směru. Na grafu, jehož sousední čísla jsou od sebe daleko, se trasy mohou potkat, a pak každé kolo trvá tolik střídání, kolik zpráv nese jeho nejvytíženější kanál. Každý blok se předává p-1krát, takže kruh se hodí pro velká m, kde t_w m (p - 1) musí každý procesor přijmout tak jako tak; pro malá m stojí jeho p-1 startů víc než log p startů rekurzivního zdvojování. Allgather NTSLR ze SimGridu je tento kruh a na každé porovnávané síti trvá přesně stejně dlouho; allgather &apos;ring&apos; ze SimGridu je posun (krok i: vlastní blok pro rank + i), stejně rychlý tam, kde se trasy nepotkají, ale 32.04 oproti 24.5 na dvouúrovňovém tlustém stromu s 8 procesory (m = 3, t_s = 2, t_w = 0.5).</translation>
    </message>
    <message>
        <source>Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). Every processor sends each of its p-1 blocks straight to its destination, one a round: in round k (k = 1 .. p-1) processor i sends its block for (i + k) mod p over the network&apos;s route and receives the block of (i - k) mod p. Unlike the hypercube&apos;s pairwise exchange with partner i XOR k it needs no power of two, which is why MPI libraries use it on any network for large blocks. Under wormhole routing with t_h = 0 a route&apos;s length costs nothing and each processor sends and receives one message a round, so with no channel shared the time is (t_s + t_w m)(p - 1), as on the hypercubes tried (up to 4096 processors), where the e-cube routes of a shift never meet. Elsewhere a shift moves all p messages round the numbering in the same sense and they crowd: on a ring every channel carries min(k, p - k) of them in round k, on a tree the links at the root up to p/2, and most meshes and tori crowd some rounds too. Messages sharing a channel take turns, and the narration gives each round&apos;s congestion. SimGrid&apos;s ring all-to-all is this shift and takes exactly its time where no routes meet (where they do, it shares a link&apos;s bandwidth instead of taking turns); its pair all-to-all (rank xor i) takes the same for p a power of two and refuses other p.</source>
        <translation>Nazývá se také rozesílání všichni všem (seed 000: AAS) a úplná výměna (seed 001). Každý procesor pošle každý ze svých p-1 bloků přímo do cíle, jeden za kolo: v kole k (k = 1 .. p-1) pošle procesor i svůj blok pro (i + k) mod p po trase sítě a přijme blok od (i - k) mod p. Na rozdíl od párové výměny na hyperkrychli s partnerem i XOR k nepotřebuje mocninu dvou, a proto ho knihovny MPI používají na libovolné síti pro velké bloky. Při červím přepínání s t_h = 0 délka trasy nic nestojí a každý procesor pošle a přijme jednu zprávu za kolo, takže bez sdíleného kanálu je čas (t_s + t_w m)(p - 1), jako na vyzkoušených hyperkrychlích (až 4096 procesorů), kde se trasy e-cube jednoho posunu nikdy nepotkají. Jinde posun posune všech p zpráv po číslování stejným směrem a ty se nahromadí: na kruhu nese v kole k každý kanál min(k, p - k) z nich, na stromu linky u kořene až p/2 a většina mřížek a toroidů je v některých kolech také přetížená. Zprávy sdílející kanál se střídají a komentář uvádí zahlcení každého kola. All-to-all ring ze SimGridu je tento posun a trvá přesně stejně dlouho tam, kde se trasy nepotkají (kde ano, sdílí šířku pásma linky místo střídání); jeho all-to-all pair (rank xor i) trvá stejně pro p mocninu dvou a jiná p odmítá.</translation>
    </message>
    <message>
        <source>The hypercube&apos;s recursive doubling run on processor numbers instead of links, as MPI libraries do on any network: each processor takes the virtual id v = (id - source) mod p, and in round i (i = ceil(log2 p) - 1 down to 0) every processor whose v is a multiple of 2^(i+1) sends the message to v + 2^i, if that is below p, so the informed processors double every round and p need not be a power of two. Each message follows the network&apos;s route as one worm: under wormhole routing with t_h = 0 a long route costs what one hop costs, so with one port and no shared channel the broadcast takes (t_s + t_w m) ceil(log2 p), the fewest rounds possible, on any network. On the hypercubes, rings, linear arrays, meshes and trees tried the routes of a round never meet, whatever the source; on some tori, such as torus:5x5, the shorter ways round make two of them share a channel, and on a graph whose numbers do not follow its links that can happen anywhere. Messages sharing a channel take turns, and the narration gives each round&apos;s congestion. SimGrid&apos;s own binomial_tree broadcast sends the same messages to the same children in the same order and takes exactly this time on every network compared, dragonfly:4,2,2 included.</source>
        <translation>Rekurzivní zdvojování z hyperkrychle spuštěné na číslech procesorů místo linek, jak to knihovny MPI dělají na libovolné síti: každý procesor si vezme virtuální identifikátor v = (id - source) mod p a v kole i (i = ceil(log2 p) - 1 dolů až 0) pošle každý procesor, jehož v je násobkem 2^(i+1), zprávu na v + 2^i, je-li menší než p, takže se počet informovaných procesorů v každém kole zdvojnásobí a p nemusí být mocnina dvou. Každá zpráva jde po trase sítě jako jeden červ: při červím přepínání s t_h = 0 stojí dlouhá trasa tolik co jeden skok, takže s 1 portem a bez sdíleného kanálu trvá vysílání (t_s + t_w m) ceil(log2 p), nejmenší možný počet kol, na libovolné síti. Na vyzkoušených hyperkrychlích, kruzích, lineárních polích, mřížkách a stromech se trasy jednoho kola nikdy nepotkají, ať je zdroj jakýkoli; na některých toroidech, např. torus:5x5, způsobí kratší cesty kolem, že dvě z nich sdílejí kanál, a na grafu, jehož čísla nesledují jeho linky, se to může stát kdekoli. Zprávy sdílející kanál se střídají a komentář uvádí zahlcení každého kola. Vlastní vysílání binomial_tree ze SimGridu posílá tytéž zprávy týmž potomkům ve stejném pořadí a na každé porovnávané síti, včetně dragonfly:4,2,2, trvá přesně stejně dlouho.</translation>
    </message>
    <message>
        <source>Van de Geijn&apos;s broadcast, which MPI libraries use for long messages: the source splits the message into p pieces of m/p words, scatters them, one piece to every processor, and an all-to-all broadcast then gives every processor all p pieces. On a hypercube it follows the text: the scatter along the broadcast pattern, then the exchange across the dimensions, each phase t_s log p + t_w m (p - 1)/p, so 2 (t_s log p + t_w m (p - 1)/p) in all, which the text rounds to 2 (t_s log p + t_w m). On any other network, for any p, it runs MPICH&apos;s form over virtual ids v = (id - source) mod p and the network&apos;s routes: a binomial scatter, ceil(log2 p) t_s + t_w m (p - 1)/p, then recursive doubling, which for p not a power of two needs extra rounds for the groups p cuts short (see the formula). SimGrid&apos;s own scatter_rdb_allgather takes exactly this form&apos;s time on switch:P, complete:P and fattree:4 for p = 5, 8, 12 and 16, and less where routes meet, by the start-ups of the messages that wait here; its scatter_LR_allgather uses a ring allgather instead. Against the binomial tree&apos;s (t_s + t_w m) ceil(log2 p) it pays about twice the start-ups but moves far fewer words when p is large.</source>
        <translation>Vysílání podle Van de Geijna, které knihovny MPI používají pro dlouhé zprávy: zdroj rozdělí zprávu na p částí po m/p slovech a rozešle je, každému procesoru jednu část, a vysílání všichni všem pak dá každému procesoru všech p částí. Na hyperkrychli postupuje podle textu: rozesílání podle vzoru vysílání, pak výměna v jednotlivých dimenzích, každá fáze t_s log p + t_w m (p - 1)/p, celkem tedy 2 (t_s log p + t_w m (p - 1)/p), což text zaokrouhluje na 2 (t_s log p + t_w m). Na jakékoli jiné síti a pro libovolné p běží ve formě z MPICH nad virtuálními identifikátory v = (id - source) mod p a trasami sítě: binomické rozesílání, ceil(log2 p) t_s + t_w m (p - 1)/p, pak rekurzivní zdvojování, které pro p, jež není mocninou dvou, potřebuje kola navíc pro skupiny, které p zkrátí (viz vzorec). Vlastní scatter_rdb_allgather ze SimGridu trvá přesně tolik co tato forma na switch:P, complete:P a fattree:4 pro p = 5, 8, 12 a 16 a tam, kde se trasy potkají, méně, o starty zpráv, které zde čekají; jeho scatter_LR_allgather místo toho používá kruhový allgather. Oproti (t_s + t_w m) ceil(log2 p) binomického stromu platí zhruba dvojnásobek startů, ale při velkém p přesouvá mnohem méně slov.</translation>
    </message>
    <message>
        <source>Round %1 of %2 (scatter): every processor whose virtual id v is a multiple of %3 sends virtual id v + %4 the pieces of m/p words meant for v + %4 onwards, up to %5. %6</source>
        <translation>Kolo %1 z %2 (rozesílání): každý procesor, jehož virtuální identifikátor v je násobkem %3, pošle virtuálnímu identifikátoru v + %4 části po m/p slovech určené pro v + %4 a další, nejvýše %5. %6</translation>
    </message>
    <message>
        <source>Round %1 of %2 (all-gather): p is not a power of two, so in the exchange at distance %3 some processors had no partner and still lack %4; each of their group that has them sends them to virtual id v + %5 if that one lacks them. %6</source>
        <translation>Kolo %1 z %2 (sběr všichni všem): p není mocnina dvou, takže při výměně na vzdálenost %3 neměly některé procesory partnera a stále jim chybí %4; každý z jejich skupiny, kdo je má, je pošle virtuálnímu identifikátoru v + %5, pokud mu chybějí. %6</translation>
    </message>
    <message>
        <source>Round %1 of %2 (all-gather): every processor whose partner v XOR %3 is below p exchanges with it all the pieces it holds, up to %4. %5</source>
        <translation>Kolo %1 z %2 (sběr všichni všem): každý procesor, jehož partner v XOR %3 je menší než p, si s ním vymění všechny části, které má, nejvýše %4. %5</translation>
    </message>
    <message>
        <source>All-to-all personalized: Bruck&apos;s index algorithm</source>
        <translation>Personalizovaná komunikace všichni všem: Bruckův indexový algoritmus</translation>
    </message>
    <message>
        <source>Bruck&apos;s all-to-all for any p, which MPI libraries use for short blocks because it pays only ceil(log2 p) start-ups where a direct exchange pays p - 1. Every processor first rotates its blocks so that place j holds its block for my_id + j; in round k it sends all places whose number j has bit k set to my_id + 2^k and receives the same places from my_id - 2^k, so the block from i to j travels the distances given by the bits of (j - i) mod p; a last local rotation puts the received blocks in order. The price is bandwidth: each block moves once per one bit of its distance, about p/2 blocks a round, so the time is the sum over the rounds of t_s + t_w m times the places with that bit, (t_s + t_w m p/2) log2 p for p a power of two, while p need not be one. Each message follows the network&apos;s route as one worm; where routes share a channel the narration says so. SimGrid 3.32&apos;s own bruck all-to-all takes exactly this time on switch:P, complete:P and fattree:4; where two messages share a link (a two-level fat tree, a dragonfly) SimGrid shares its bandwidth and saves the waiting message&apos;s t_s.</source>
        <translation>Bruckův algoritmus all-to-all pro libovolné p, který knihovny MPI používají pro krátké bloky, protože platí jen ceil(log2 p) startů, kdežto přímá výměna platí p - 1. Každý procesor nejprve zrotuje své bloky tak, aby místo j obsahovalo jeho blok pro my_id + j; v kole k pošle všechna místa, jejichž číslo j má nastaven bit k, na my_id + 2^k a přijme tatáž místa od my_id - 2^k, takže blok z i do j urazí vzdálenosti dané bity čísla (j - i) mod p; závěrečná lokální rotace přijaté bloky seřadí. Cenou je šířka pásma: každý blok se přesune jednou za každý jedničkový bit své vzdálenosti, zhruba p/2 bloků za kolo, takže čas je součet přes kola z t_s + t_w m krát počet míst s daným bitem, (t_s + t_w m p/2) log2 p pro p mocninu dvou, přičemž p jí být nemusí. Každá zpráva jde po trase sítě jako jeden červ; kde trasy sdílejí kanál, komentář to uvede. Vlastní all-to-all bruck ze SimGridu 3.32 trvá přesně tolik na switch:P, complete:P a fattree:4; kde dvě zprávy sdílejí linku (dvouúrovňový tlustý strom, dragonfly), SimGrid sdílí její šířku pásma a ušetří t_s čekající zprávy.</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s)</source>
        <translation>
            <numerusform>%n blok</numerusform>
            <numerusform>%n bloky</numerusform>
            <numerusform>%n bloků</numerusform>
        </translation>
    </message>
    <message>
        <source>Round 1 of 1: after rotating its blocks so that place j holds its block for my_id + j, every processor sends place 1 (%1) to my_id + 1 and receives it from my_id - 1, then rotates back. %2</source>
        <translation>Kolo 1 z 1: po zrotování bloků tak, aby místo j obsahovalo blok pro my_id + j, pošle každý procesor místo 1 (%1) na my_id + 1, přijme ho od my_id - 1 a pak bloky zrotuje zpět. %2</translation>
    </message>
    <message>
        <source>Round 1 of %1: every processor has rotated its blocks so that place j holds its block for my_id + j; now it sends the places with bit 0 set (%2) to my_id + 1 and receives them from my_id - 1 into the same places. %3</source>
        <translation>Kolo 1 z %1: každý procesor zrotoval své bloky tak, aby místo j obsahovalo jeho blok pro my_id + j; nyní pošle místa s nastaveným bitem 0 (%2) na my_id + 1 a přijme je od my_id - 1 do týchž míst. %3</translation>
    </message>
    <message>
        <source>Round %1 of %1: every processor sends the places with bit %2 set (%3) to my_id + %4 and receives them from my_id - %4; now place j holds the block from my_id - j, and a local rotation back puts them in order. %5</source>
        <translation>Kolo %1 z %1: každý procesor pošle místa s nastaveným bitem %2 (%3) na my_id + %4 a přijme je od my_id - %4; nyní místo j obsahuje blok od my_id - j a lokální rotace zpět je seřadí. %5</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor sends the places with bit %3 set (%4) to my_id + %5 and receives them from my_id - %5 into the same places. %6</source>
        <translation>Kolo %1 z %2: každý procesor pošle místa s nastaveným bitem %3 (%4) na my_id + %5 a přijme je od my_id - %5 do týchž míst. %6</translation>
    </message>
    <message>
        <source>All-to-all broadcast: Bruck&apos;s concatenation algorithm</source>
        <translation>Vysílání všichni všem: Bruckův algoritmus zřetězení</translation>
    </message>
    <message>
        <source>Bruck&apos;s all-to-all broadcast, which MPICH uses for short messages when p is not a power of two: it takes ceil(log2 p) rounds for any p, where recursive doubling needs extra rounds. Place t of a processor&apos;s buffer will hold the block of my_id + t; in round k every processor sends its first min(2^k, p - 2^k) places to my_id - 2^k and appends the same number received from my_id + 2^k, and a final local rotation puts the blocks in the order of the processors. Each block is sent once per processor that needs it, so the time is ceil(log2 p) t_s + (p - 1) t_w m, the fewest start-ups and words possible under one port. Each message follows the network&apos;s route as one worm; where routes share a channel the narration says so. SimGrid&apos;s own bruck allgather takes exactly this time on switch:P, complete:P and fattree:4 (p = 5, 8, 12, 16); where routes meet it is faster by the start-ups of the messages that wait here.</source>
        <translation>Bruckovo vysílání všichni všem, které MPICH používá pro krátké zprávy, když p není mocnina dvou: potřebuje ceil(log2 p) kol pro libovolné p, kdežto rekurzivní zdvojování potřebuje kola navíc. Místo t v bufferu procesoru bude obsahovat blok procesoru my_id + t; v kole k pošle každý procesor svých prvních min(2^k, p - 2^k) míst na my_id - 2^k a připojí stejný počet přijatý od my_id + 2^k; závěrečná lokální rotace seřadí bloky podle pořadí procesorů. Každý blok se pošle jednou pro každý procesor, který ho potřebuje, takže čas je ceil(log2 p) t_s + (p - 1) t_w m, nejméně startů a slov, kolik je v 1-portovém modelu možné. Každá zpráva jde po trase sítě jako jeden červ; kde trasy sdílejí kanál, komentář to uvede. Vlastní allgather bruck ze SimGridu trvá přesně tolik na switch:P, complete:P a fattree:4 (p = 5, 8, 12, 16); kde se trasy potkají, je rychlejší o starty zpráv, které zde čekají.</translation>
    </message>
    <message>
        <source>Round %1 of %1: every processor sends its first %2 to my_id - %3 and appends those of my_id + %3; now place t holds the block of my_id + t, and a local rotation by my_id puts all p in order. %4</source>
        <translation>Kolo %1 z %1: každý procesor pošle své první bloky (%2) na my_id - %3 a připojí bloky od my_id + %3; nyní místo t obsahuje blok procesoru my_id + t a lokální rotace o my_id seřadí všech p bloků. %4</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor sends its first %3 to my_id - %4 and appends those of my_id + %4, so that it holds the blocks of my_id .. my_id + %5. %6</source>
        <translation>Kolo %1 z %2: každý procesor pošle své první bloky (%3) na my_id - %4 a připojí bloky od my_id + %4, takže má bloky procesorů my_id .. my_id + %5. %6</translation>
    </message>
    <message>
        <source>No channel carries two messages.</source>
        <translation>Žádný kanál nenese dvě zprávy.</translation>
    </message>
    <message>
        <source>The busiest channel carries %1 messages, which take turns.</source>
        <translation>Nejvytíženější kanál nese více zpráv (%1), které se střídají.</translation>
    </message>
    <message>
        <source>in %1 of the %2 rounds two or more messages share a channel (up to %3 on one), and under wormhole routing messages that share a channel take turns, so those rounds last longer than the formula counts them</source>
        <translation>v %1 z %2 kol sdílejí dvě nebo více zpráv kanál (až %3 na jednom) a při červím přepínání se zprávy sdílející kanál střídají, takže tato kola trvají déle, než s nimi počítá vzorec</translation>
    </message>
    <message>
        <source>All-to-all broadcast: recursive doubling for any p</source>
        <translation>Vysílání všichni všem: rekurzivní zdvojování pro libovolné p</translation>
    </message>
    <message>
        <source>The hypercube&apos;s all-to-all broadcast run on processor numbers, as MPICH does for short and medium messages: in step i every processor exchanges everything it holds with processor my_id XOR 2^i, so what each holds doubles every step and ceil(log2 p) steps suffice. When p is not a power of two some partners do not exist; in such a step the processors of the same group that did receive the missing blocks pass them on to the others by halving, in extra rounds, which is why MPICH uses Bruck&apos;s algorithm instead for p not a power of two. Each message follows the network&apos;s route as one worm: under wormhole routing with t_h = 0 and no two messages of a round on one channel the time is t_s log p + t_w m (p - 1) for p a power of two and the formula&apos;s sum otherwise; where routes share a channel the narration says so. SimGrid&apos;s own rdb allgather, MPICH&apos;s with the same extra steps for p not a power of two, takes exactly this time on switch:P, complete:P and fattree:4; where routes meet it is faster by the start-ups of the messages that wait here.</source>
        <translation>Vysílání všichni všem z hyperkrychle spuštěné na číslech procesorů, jak to MPICH dělá pro krátké a středně dlouhé zprávy: v kroku i si každý procesor vymění vše, co má, s procesorem my_id XOR 2^i, takže se to, co každý má, v každém kroku zdvojnásobí a stačí ceil(log2 p) kroků. Není-li p mocnina dvou, někteří partneři neexistují; v takovém kroku procesory téže skupiny, které chybějící bloky přijaly, je předají ostatním půlením v kolech navíc, a proto MPICH pro p, jež není mocninou dvou, používá místo toho Bruckův algoritmus. Každá zpráva jde po trase sítě jako jeden červ: při červím přepínání s t_h = 0 a bez dvou zpráv jednoho kola na jednom kanálu je čas t_s log p + t_w m (p - 1) pro p mocninu dvou a jinak součet ze vzorce; kde trasy sdílejí kanál, komentář to uvede. Vlastní allgather rdb ze SimGridu, verze z MPICH se stejnými kroky navíc pro p, jež není mocninou dvou, trvá přesně tolik na switch:P, complete:P a fattree:4; kde se trasy potkají, je rychlejší o starty zpráv, které zde čekají.</translation>
    </message>
    <message>
        <source>Round %1 of %2: p is not a power of two, so in the exchange at distance %3 some processors had no partner and still lack %4; each processor of their group that has them sends them to processor my_id + %5 if that one lacks them (%6). %7</source>
        <translation>Kolo %1 z %2: p není mocnina dvou, takže při výměně na vzdálenost %3 neměly některé procesory partnera a stále jim chybí %4; každý procesor z jejich skupiny, který je má, je pošle procesoru my_id + %5, pokud mu chybějí (%6). %7</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor whose partner my_id XOR %3 is below p exchanges with it all it holds, up to %4 (%5). %6</source>
        <translation>Kolo %1 z %2: každý procesor, jehož partner my_id XOR %3 je menší než p, si s ním vymění vše, co má, nejvýše %4 (%5). %6</translation>
    </message>
</context>
<context>
    <name>collviz::core::CodeNotes</name>
    <message>
        <source>(a, b) -&gt; (h(a), v(b)), row then column</source>
        <translation>(a, b) -&gt; (h(a), v(b)), nejprve řádek, pak sloupec</translation>
    </message>
    <message>
        <source>A[a]: the element with relative address a</source>
        <translation>A[a]: prvek s relativní adresou a</translation>
    </message>
    <message>
        <source>A[a]: the element with relative address a (aligned)</source>
        <translation>A[a]: prvek s relativní adresou a (zarovnáno)</translation>
    </message>
    <message>
        <source>T_r: the tree of root r (translated or its own)</source>
        <translation>T_r: strom kořene r (posunutý nebo vlastní)</translation>
    </message>
    <message>
        <source>all dimensions at once</source>
        <translation>všechny dimenze najednou</translation>
    </message>
    <message>
        <source>all n links at once</source>
        <translation>všech n linek najednou</translation>
    </message>
    <message>
        <source>along the column</source>
        <translation>podél sloupce</translation>
    </message>
    <message>
        <source>along the column, the shorter way</source>
        <translation>podél sloupce, kratší cestou</translation>
    </message>
    <message>
        <source>along the row</source>
        <translation>podél řádku</translation>
    </message>
    <message>
        <source>along the row, the shorter way</source>
        <translation>podél řádku, kratší cestou</translation>
    </message>
    <message>
        <source>anticlockwise</source>
        <translation>proti směru hodinových ručiček</translation>
    </message>
    <message>
        <source>clear bit i</source>
        <translation>vynulovat bit i</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>po směru hodinových ručiček</translation>
    </message>
    <message>
        <source>compensating column shift</source>
        <translation>vyrovnávací posun sloupců</translation>
    </message>
    <message>
        <source>d hops away, not a neighbour</source>
        <translation>d skoků daleko, není soused</translation>
    </message>
    <message>
        <source>e-cube route</source>
        <translation>e-cube směrování</translation>
    </message>
    <message>
        <source>first fit</source>
        <translation>první vhodný (first fit)</translation>
    </message>
    <message>
        <source>first hop of two</source>
        <translation>první skok ze dvou</translation>
    </message>
    <message>
        <source>lower i bits are 0</source>
        <translation>dolních i bitů je 0</translation>
    </message>
    <message>
        <source>m(p-k) words</source>
        <translation>m(p-k) slov</translation>
    </message>
    <message>
        <source>micro-AAS with my rectangle&apos;s corners</source>
        <translation>mikro-AAS s rohy mého obdélníku</translation>
    </message>
    <message>
        <source>one dimension per step</source>
        <translation>jedna dimenze na krok</translation>
    </message>
    <message>
        <source>one link</source>
        <translation>jedna linka</translation>
    </message>
    <message>
        <source>one packet per message and channel</source>
        <translation>jeden paket na zprávu a kanál</translation>
    </message>
    <message>
        <source>one phase per quartering</source>
        <translation>jedna fáze na každé rozčtvrcení</translation>
    </message>
    <message>
        <source>one step</source>
        <translation>jeden krok</translation>
    </message>
    <message>
        <source>one worm, e-cube (XY on a mesh) route</source>
        <translation>jeden červ, e-cube směrování (na mřížce XY)</translation>
    </message>
    <message>
        <source>p-1 packets</source>
        <translation>p-1 paketů</translation>
    </message>
    <message>
        <source>p/2 packets</source>
        <translation>p/2 paketů</translation>
    </message>
    <message>
        <source>p/2 packets, one message</source>
        <translation>p/2 paketů, jedna zpráva</translation>
    </message>
    <message>
        <source>p/4 packets</source>
        <translation>p/4 paketů</translation>
    </message>
    <message>
        <source>pair (u, NOT u)</source>
        <translation>dvojice (u, NOT u)</translation>
    </message>
    <message>
        <source>processors numbered by cube label</source>
        <translation>procesory číslované podle označení v krychli</translation>
    </message>
    <message>
        <source>r: the schedule table, 2^(n-1) rows, n columns</source>
        <translation>r: tabulka rozvrhu, 2^(n-1) řádků, n sloupců</translation>
    </message>
    <message>
        <source>round l: the arcs of level l of every tree</source>
        <translation>kolo l: hrany úrovně l všech stromů</translation>
    </message>
    <message>
        <source>set bit i</source>
        <translation>nastavit bit i</translation>
    </message>
    <message>
        <source>step i: the i-th diagonal of every quarter</source>
        <translation>krok i: i-tá diagonála každé čtvrtiny</translation>
    </message>
    <message>
        <source>still m words</source>
        <translation>stále m slov</translation>
    </message>
    <message>
        <source>store-and-forward: numbered along the Gray-code array</source>
        <translation>přepínání s mezipamětí: číslováno podél pole Grayova kódu</translation>
    </message>
    <message>
        <source>the a messages of my row, as one</source>
        <translation>a zpráv mého řádku jako jedna</translation>
    </message>
    <message>
        <source>the side of my sub-mesh</source>
        <translation>strana mé podmřížky</translation>
    </message>
    <message>
        <source>twice as large as before</source>
        <translation>dvakrát větší než předtím</translation>
    </message>
    <message>
        <source>u_i&lt;-&gt;u_i^xy, u_i^x&lt;-&gt;u_i^y, half-way round</source>
        <translation>u_i&lt;-&gt;u_i^xy, u_i^x&lt;-&gt;u_i^y, v polovině kružnice</translation>
    </message>
    <message>
        <source>2^(n-1) rounds, one packet on every arc</source>
        <translation>2^(n-1) kol, jeden paket na každé hraně</translation>
    </message>
    <message>
        <source>K = 2^d, d blocks of at most ceil(K/2d)</source>
        <translation>K = 2^d, d bloků o nejvýše ceil(K/2d)</translation>
    </message>
    <message>
        <source>K = 2^d, span d</source>
        <translation>K = 2^d, rozpětí d</translation>
    </message>
    <message>
        <source>K = 2^d, span d + (K/2 mod d)</source>
        <translation>K = 2^d, rozpětí d + (K/2 mod d)</translation>
    </message>
    <message>
        <source>K = 2^d, span up to K/2</source>
        <translation>K = 2^d, rozpětí až K/2</translation>
    </message>
    <message>
        <source>e-cube routing, wormhole</source>
        <translation>e-cube směrování, červí přepínání</translation>
    </message>
    <message>
        <source>log p = sum of ceil(log2 z_i) steps per dimension</source>
        <translation>log p = součet ceil(log2 z_i) kroků na dimenzi</translation>
    </message>
    <message>
        <source>naive: ignores the congestion</source>
        <translation>naivní: nebere v úvahu zahlcení</translation>
    </message>
    <message>
        <source>seed 000: sum_(i=1..p-1) (t_s + t_w m (p - i)), the same</source>
        <translation>seed 000: sum_(i=1..p-1) (t_s + t_w m (p - i)), totéž</translation>
    </message>
    <message>
        <source>square: 2 t_s (sqrt p - 1) + t_w m (p - 1)</source>
        <translation>čtvercová: 2 t_s (sqrt p - 1) + t_w m (p - 1)</translation>
    </message>
    <message>
        <source>sum of ceil(log2 z_i) steps per dimension</source>
        <translation>součet ceil(log2 z_i) kroků na dimenzi</translation>
    </message>
    <message>
        <source>the text rounds it to 2 (t_s log p + t_w m)</source>
        <translation>text to zaokrouhluje na 2 (t_s log p + t_w m)</translation>
    </message>
    <message>
        <source>k = the node degree; mesh, linear: the largest ceil((N - 1)/deg v); T(z,z), z odd: (z^2 - 1)/4; T(z,z,z), z odd: ceil((z^3 - 1)/6)</source>
        <translation>k = stupeň uzlu; mřížka, lineární pole: největší ceil((N - 1)/deg v); T(z,z), z liché: (z^2 - 1)/4; T(z,z,z), z liché: ceil((z^3 - 1)/6)</translation>
    </message>
    <message>
        <source>seed 002 Lemma 12 reconstructed: ceil((N - 1)/2)(t_s + mu t_m/2); 3D torus: (t_s + t_w m/3) floor(p/2)</source>
        <translation>seed 002, rekonstruované Lemma 12: ceil((N - 1)/2)(t_s + mu t_m/2); 3D toroid: (t_s + t_w m/3) floor(p/2)</translation>
    </message>
    <message>
        <source>= (2 t_s + t_w m p)(sqrt(p) - 1) on a sqrt(p) x sqrt(p) mesh</source>
        <translation>= (2 t_s + t_w m p)(sqrt(p) - 1) na mřížce sqrt(p) x sqrt(p)</translation>
    </message>
    <message>
        <source>odd p: t_s (p - 1)/2 + t_w m (p^2 - 1)/8, the seed&apos;s sum, which it rounds to mu t_m p^2/8; even p: t_s p/2 + t_w m p(p + 2)/8</source>
        <translation>liché p: t_s (p - 1)/2 + t_w m (p^2 - 1)/8, součet ze seedu, který jej zaokrouhluje na mu t_m p^2/8; sudé p: t_s p/2 + t_w m p(p + 2)/8</translation>
    </message>
    <message>
        <source>hypercube, e-cube; mesh/torus: (t_s + t_w m) sum_j c_j, c_j = the congestion of x -&gt; x XOR j under XY routing</source>
        <translation>hyperkrychle, e-cube; mřížka/toroid: (t_s + t_w m) sum_j c_j, c_j = zahlcení x -&gt; x XOR j při směrování XY</translation>
    </message>
    <message>
        <source>square: 2(sqrt(p) - 1)(t_s + t_w m p/2) + 2 t_h (p - 1)/3; the text: sqrt(p) t_s + 2p t_h/3 + p sqrt(p) t_w m</source>
        <translation>čtvercová: 2(sqrt(p) - 1)(t_s + t_w m p/2) + 2 t_h (p - 1)/3; text: sqrt(p) t_s + 2p t_h/3 + p sqrt(p) t_w m</translation>
    </message>
    <message>
        <source>up to d worms share a channel: d turns</source>
        <translation>až d červů sdílí kanál: d střídání</translation>
    </message>
    <message>
        <source>derived: the text gives no cost; sqrt(p) - 1 steps of a 3-round micro-AAS, all contention-free</source>
        <translation>odvozeno: text neuvádí náklady; sqrt(p) - 1 kroků tříkolového mikro-AAS, vše bez soupeření</translation>
    </message>
    <message>
        <source>R = the rounds of the first-fit interleaving, measured; the seed gives none; bisection bound z^3/8 rounds</source>
        <translation>R = kola prokládání metodou první vhodný, naměřeno; seed žádná neuvádí; mez bisekce z^3/8 kol</translation>
    </message>
    <message>
        <source>store-and-forward, Gray-code array, upper bound</source>
        <translation>přepínání s mezipamětí, pole Grayova kódu, horní mez</translation>
    </message>
    <message>
        <source>second hop</source>
        <translation>druhý skok</translation>
    </message>
    <message>
        <source>2t^2 rounds of one micro-permutation, z = 4t; z = 4: 3 rounds; the seed&apos;s Lemma reads 2[z/2]^2</source>
        <translation>2t^2 kol jedné mikropermutace, z = 4t; z = 4: 3 kola; Lemma v seedu uvádí 2[z/2]^2</translation>
    </message>
    <message>
        <source>2^i pieces each way</source>
        <translation>2^i částí každým směrem</translation>
    </message>
    <message>
        <source>I hold the total of piece my_id</source>
        <translation>mám celkový součet části my_id</translation>
    </message>
    <message>
        <source>X in p pieces of m/p words</source>
        <translation>X v p částech po m/p slovech</translation>
    </message>
    <message>
        <source>X in p pieces of m/p words; piece j for node j</source>
        <translation>X v p částech po m/p slovech; část j pro uzel j</translation>
    </message>
    <message>
        <source>X in p pieces; piece j&apos;s total ends at node j</source>
        <translation>X v p částech; celkový součet části j skončí v uzlu j</translation>
    </message>
    <message>
        <source>X[v]: the message for node v</source>
        <translation>X[v]: zpráva pro uzel v</translation>
    </message>
    <message>
        <source>X[v]: the message for virtual id v</source>
        <translation>X[v]: zpráva pro virtuální identifikátor v</translation>
    </message>
    <message>
        <source>X[v]: the message for virtual id v   // d = log p; ids are leaf numbers, messages climb through the switches</source>
        <translation>X[v]: zpráva pro virtuální identifikátor v   // d = log p; identifikátory jsou čísla listů, zprávy stoupají přes přepínače</translation>
    </message>
    <message>
        <source>X[v]: the message of virtual id v</source>
        <translation>X[v]: zpráva virtuálního identifikátoru v</translation>
    </message>
    <message>
        <source>X[v]: the message of virtual id v   // d = log p; ids are leaf numbers, messages climb through the switches</source>
        <translation>X[v]: zpráva virtuálního identifikátoru v   // d = log p; identifikátory jsou čísla listů, zprávy stoupají přes přepínače</translation>
    </message>
    <message>
        <source>all messages of a step share one link</source>
        <translation>všechny zprávy kroku sdílejí jednu linku</translation>
    </message>
    <message>
        <source>along Z, plane to plane</source>
        <translation>podél Z, z roviny do roviny</translation>
    </message>
    <message>
        <source>ceil(log2 z) splits</source>
        <translation>ceil(log2 z) dělení</translation>
    </message>
    <message>
        <source>d = log p; ids are leaf numbers, messages climb through the switches</source>
        <translation>d = log p; identifikátory jsou čísla listů, zprávy stoupají přes přepínače</translation>
    </message>
    <message>
        <source>everything of my half</source>
        <translation>vše z mé poloviny</translation>
    </message>
    <message>
        <source>forwards, through the nodes between</source>
        <translation>vpřed, přes uzly mezi nimi</translation>
    </message>
    <message>
        <source>in step (my_id - source) mod p</source>
        <translation>v kroku (my_id - source) mod p</translation>
    </message>
    <message>
        <source>inside [lo, hi]: no link shared</source>
        <translation>uvnitř [lo, hi]: žádná sdílená linka</translation>
    </message>
    <message>
        <source>keep X[my_vid .. my_vid+2^i-1]</source>
        <translation>ponech X[my_vid .. my_vid+2^i-1]</translation>
    </message>
    <message>
        <source>my own message</source>
        <translation>moje vlastní zpráva</translation>
    </message>
    <message>
        <source>my part is done</source>
        <translation>moje část je hotová</translation>
    </message>
    <message>
        <source>nodes 0 .. half-1 have X</source>
        <translation>uzly 0 .. half-1 mají X</translation>
    </message>
    <message>
        <source>one line: the whole array</source>
        <translation>jedna linie: celé pole</translation>
    </message>
    <message>
        <source>one line: the whole ring</source>
        <translation>jedna linie: celý kruh</translation>
    </message>
    <message>
        <source>one side after the other</source>
        <translation>jedna strana po druhé</translation>
    </message>
    <message>
        <source>p = a b c processors, my_id = x + a y + a b z</source>
        <translation>p = a b c procesorů, my_id = x + a y + a b z</translation>
    </message>
    <message>
        <source>phase 1: all-to-all reduction</source>
        <translation>fáze 1: redukce všichni všem</translation>
    </message>
    <message>
        <source>phase 1: scatter (§3.4)</source>
        <translation>fáze 1: rozesílání (§3.4)</translation>
    </message>
    <message>
        <source>phase 2: all-to-all broadcast</source>
        <translation>fáze 2: vysílání všichni všem</translation>
    </message>
    <message>
        <source>phase 2: all-to-all broadcast (§3.2.3)</source>
        <translation>fáze 2: vysílání všichni všem (§3.2.3)</translation>
    </message>
    <message>
        <source>phase 2: gather (§3.4)</source>
        <translation>fáze 2: sběr (§3.4)</translation>
    </message>
    <message>
        <source>the a b messages of my plane, as one</source>
        <translation>a b zpráv mé roviny jako jedna</translation>
    </message>
    <message>
        <source>the broadcast backwards</source>
        <translation>vysílání pozpátku</translation>
    </message>
    <message>
        <source>the scatter backwards</source>
        <translation>rozesílání pozpátku</translation>
    </message>
    <message>
        <source>the shorter way; one pair at a time</source>
        <translation>kratší cestou; vždy jen jedna dvojice</translation>
    </message>
    <message>
        <source>a number, not a neighbour</source>
        <translation>číslo, ne soused</translation>
    </message>
    <message>
        <source>over the network&apos;s route</source>
        <translation>po trase sítě</translation>
    </message>
    <message>
        <source>virtual id: the source is 0</source>
        <translation>virtuální identifikátor: zdroj má 0</translation>
    </message>
    <message>
        <source>when no two messages of a round share a channel</source>
        <translation>když žádné dvě zprávy jednoho kola nesdílejí kanál</translation>
    </message>
    <message>
        <source>p a power of two; otherwise p&apos; = 2^floor(log2 p) in place of p, plus 2 (t_s + t_w m) for the extra step; when no two messages of a round share a channel</source>
        <translation>p mocnina dvou; jinak p&apos; = 2^floor(log2 p) místo p, plus 2 (t_s + t_w m) za krok navíc; když žádné dvě zprávy jednoho kola nesdílejí kanál</translation>
    </message>
    <message>
        <source>p a power of two; otherwise p&apos; = 2^floor(log2 p) in place of p, plus 2 (t_s + t_w m) + t_c m for the extra step; when no two messages of a round share a channel</source>
        <translation>p mocnina dvou; jinak p&apos; = 2^floor(log2 p) místo p, plus 2 (t_s + t_w m) + t_c m za krok navíc; když žádné dvě zprávy jednoho kola nesdílejí kanál</translation>
    </message>
    <message>
        <source>X in p&apos; pieces of m/p&apos; words</source>
        <translation>X v p&apos; částech po m/p&apos; slovech</translation>
    </message>
    <message>
        <source>the extra step: fold into the odd neighbour</source>
        <translation>krok navíc: složení do lichého souseda</translation>
    </message>
    <message>
        <source>the processor of new rank n</source>
        <translation>procesor s novým rankem n</translation>
    </message>
    <message>
        <source>the pieces I am responsible for</source>
        <translation>části, za které odpovídám</translation>
    </message>
    <message>
        <source>reduce-scatter by recursive halving</source>
        <translation>redukce s rozesláním rekurzivním půlením</translation>
    </message>
    <message>
        <source>X[lo] is the total of piece lo</source>
        <translation>X[lo] je celkový součet části lo</translation>
    </message>
    <message>
        <source>allgather by recursive doubling</source>
        <translation>sběr všichni všem rekurzivním zdvojováním</translation>
    </message>
    <message>
        <source>the extra step back</source>
        <translation>krok navíc zpět</translation>
    </message>
    <message>
        <source>reduce-scatter round the ring</source>
        <translation>redukce s rozesláním po kruhu</translation>
    </message>
    <message>
        <source>X[(j + 1) mod p] is a total</source>
        <translation>X[(j + 1) mod p] je celkový součet</translation>
    </message>
    <message>
        <source>allgather round the ring</source>
        <translation>sběr všichni všem po kruhu</translation>
    </message>
    <message>
        <source>(t_s + t_w m p/2) log2 p for p a power of two; when no two messages of a round share a channel</source>
        <translation>(t_s + t_w m p/2) log2 p pro p mocninu dvou; když žádné dvě zprávy jednoho kola nesdílejí kanál</translation>
    </message>
    <message>
        <source>t_s log p + t_w m (p - 1) for p a power of two; when no two messages of a round share a channel</source>
        <translation>t_s log p + t_w m (p - 1) pro p mocninu dvou; když žádné dvě zprávy jednoho kola nesdílejí kanál</translation>
    </message>
    <message>
        <source>2 t_s log p + 2 t_w m (p - 1)/p for p a power of two; when no two messages of a round share a channel</source>
        <translation>2 t_s log p + 2 t_w m (p - 1)/p pro p mocninu dvou; když žádné dvě zprávy jednoho kola nesdílejí kanál</translation>
    </message>
    <message>
        <source>M[j]: my block for processor j</source>
        <translation>M[j]: můj blok pro procesor j</translation>
    </message>
    <message>
        <source>rotate: place j holds my block for my_id + j</source>
        <translation>rotace: místo j obsahuje můj blok pro my_id + j</translation>
    </message>
    <message>
        <source>B[j] came from my_id - j</source>
        <translation>B[j] přišel od my_id - j</translation>
    </message>
    <message>
        <source>rotate back: R[i] is i&apos;s block for me</source>
        <translation>rotace zpět: R[i] je blok procesoru i pro mě</translation>
    </message>
    <message>
        <source>place t will hold the block of my_id + t</source>
        <translation>místo t bude obsahovat blok procesoru my_id + t</translation>
    </message>
    <message>
        <source>rotate into order</source>
        <translation>rotace do správného pořadí</translation>
    </message>
    <message>
        <source>my group: the 2^i numbers agreeing with my_id above bit i</source>
        <translation>moje skupina: 2^i čísel, která se s my_id shodují nad bitem i</translation>
    </message>
    <message>
        <source>p cut my partner&apos;s group short</source>
        <translation>p zkrátilo skupinu mého partnera</translation>
    </message>
    <message>
        <source>p not a power of two</source>
        <translation>p není mocnina dvou</translation>
    </message>
    <message>
        <source>the first nc of my group got its nc blocks</source>
        <translation>prvních nc z mé skupiny dostalo svých nc bloků</translation>
    </message>
    <message>
        <source>pass them on by halving</source>
        <translation>předat je dál půlením</translation>
    </message>
    <message>
        <source>X in p pieces of m/p words; piece v for virtual id v</source>
        <translation>X v p částech po m/p slovech; část v pro virtuální identifikátor v</translation>
    </message>
    <message>
        <source>phase 1: binomial scatter</source>
        <translation>fáze 1: binomické rozesílání</translation>
    </message>
    <message>
        <source>I hold piece my_vid</source>
        <translation>mám část my_vid</translation>
    </message>
    <message>
        <source>phase 2: recursive doubling over my_vid</source>
        <translation>fáze 2: rekurzivní zdvojování přes my_vid</translation>
    </message>
    <message>
        <source>R = D + 2S - 1 rounds a phase: S = min(8, floor(p/2)) segments a tree, D the round in which a tree&apos;s first segment reaches its deepest node; when no two messages of a round share a channel</source>
        <translation>R = D + 2S - 1 kol na fázi: S = min(8, floor(p/2)) segmentů na strom, D je kolo, v němž první segment stromu dorazí do jeho nejhlubšího uzlu; když žádné dvě zprávy jednoho kola nesdílejí kanál</translation>
    </message>
    <message>
        <source>X in 2S segments of m/(2S) words</source>
        <translation>X ve 2S segmentech po m/(2S) slovech</translation>
    </message>
    <message>
        <source>inner nodes odd</source>
        <translation>vnitřní uzly liché</translation>
    </message>
    <message>
        <source>reduction</source>
        <translation>redukce</translation>
    </message>
    <message>
        <source>a root keeps it</source>
        <translation>kořen si ho ponechá</translation>
    </message>
    <message>
        <source>the roots hold the totals</source>
        <translation>kořeny mají celkové součty</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>vysílání</translation>
    </message>
    <message>
        <source>p a power of two; else (2 log p&apos; + 2) t_s + (2 (p&apos; - 1)/p&apos; + 2) t_w m, p&apos; the largest power of two below p, for the fold and unfold; when no two messages of a round share a channel</source>
        <translation>p mocnina dvou; jinak (2 log p&apos; + 2) t_s + (2 (p&apos; - 1)/p&apos; + 2) t_w m, kde p&apos; je největší mocnina dvou menší než p, za složení a rozložení; když žádné dvě zprávy jednoho kola nesdílejí kanál</translation>
    </message>
    <message>
        <source>p a power of two; else (2 log p&apos; + 2) t_s + (2 (p&apos; - 1)/p&apos; + 2) t_w m + ((p&apos; - 1)/p&apos; + 1) t_c m, p&apos; the largest power of two below p, for the fold and unfold; when no two messages of a round share a channel</source>
        <translation>p mocnina dvou; jinak (2 log p&apos; + 2) t_s + (2 (p&apos; - 1)/p&apos; + 2) t_w m + ((p&apos; - 1)/p&apos; + 1) t_c m, kde p&apos; je největší mocnina dvou menší než p, za složení a rozložení; když žádné dvě zprávy jednoho kola nesdílejí kanál</translation>
    </message>
    <message>
        <source>X in p&apos; pieces of m/p&apos; words, p&apos; = 2^L &lt;= p</source>
        <translation>X v p&apos; částech po m/p&apos; slovech, p&apos; = 2^L &lt;= p</translation>
    </message>
    <message>
        <source>fold, when p is not a power of two</source>
        <translation>složení, když p není mocnina dvou</translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation>redukce s rozesláním</translation>
    </message>
    <message>
        <source>I hold the total of piece n</source>
        <translation>mám celkový součet části n</translation>
    </message>
    <message>
        <source>allgather</source>
        <translation>sběr všichni všem</translation>
    </message>
    <message>
        <source>p a power of two; else (t_s + t_w m) log p&apos; + 2 t_s + 2 t_w m, p&apos; the largest power of two below p, for the fold and unfold; when no two messages of a round share a channel</source>
        <translation>p mocnina dvou; jinak (t_s + t_w m) log p&apos; + 2 t_s + 2 t_w m, kde p&apos; je největší mocnina dvou menší než p, za složení a rozložení; když žádné dvě zprávy jednoho kola nesdílejí kanál</translation>
    </message>
    <message>
        <source>p a power of two; else (t_s + t_w m + t_c m) log p&apos; + 2 t_s + 2 t_w m + t_c m, p&apos; the largest power of two below p, for the fold and unfold; when no two messages of a round share a channel</source>
        <translation>p mocnina dvou; jinak (t_s + t_w m + t_c m) log p&apos; + 2 t_s + 2 t_w m + t_c m, kde p&apos; je největší mocnina dvou menší než p, za složení a rozložení; když žádné dvě zprávy jednoho kola nesdílejí kanál</translation>
    </message>
    <message>
        <source>p&apos; = 2^L &lt;= p</source>
        <translation>p&apos; = 2^L &lt;= p</translation>
    </message>
    <message>
        <source>X is the total</source>
        <translation>X je celkový součet</translation>
    </message>
</context>
<context>
    <name>collviz::core::CommModel</name>
    <message>
        <source>the model is empty</source>
        <translation>model je prázdný</translation>
    </message>
    <message>
        <source>model &apos;%1&apos; has an empty item</source>
        <translation>model &apos;%1&apos; má prázdnou položku</translation>
    </message>
    <message>
        <source>unknown model item &apos;%1&apos; in &apos;%2&apos;</source>
        <translation>neznámá položka modelu &apos;%1&apos; v &apos;%2&apos;</translation>
    </message>
    <message>
        <source>ports=%1 is out of range</source>
        <translation>ports=%1 je mimo rozsah</translation>
    </message>
    <message>
        <source>model items &apos;%1&apos; and &apos;%2&apos; both set the same aspect</source>
        <translation>položky modelu &apos;%1&apos; a &apos;%2&apos; nastavují tutéž vlastnost</translation>
    </message>
    <message>
        <source>accepted: sf or wh, ports=1, ports=K (K = 1..%1, a plain decimal integer) or ports=all, duplex=half or duplex=full, combining or noncombining, separated by commas</source>
        <translation>přípustné: sf nebo wh, ports=1, ports=K (K = 1..%1, prosté desítkové celé číslo) nebo ports=all, duplex=half nebo duplex=full, combining nebo noncombining, oddělené čárkami</translation>
    </message>
</context>
<context>
    <name>collviz::core::Engine</name>
    <message>
        <source>unknown algorithm &apos;%1&apos;; accepted: %2 (see &apos;collviz-cli list&apos;)</source>
        <translation>neznámý algoritmus &apos;%1&apos;; přípustné: %2 (viz &apos;collviz-cli list&apos;)</translation>
    </message>
    <message>
        <source>--root means nothing for %1 (operation %2); it applies to broadcast, reduce, scatter and gather</source>
        <translation>--root nemá pro %1 (operace %2) význam; platí pro broadcast, reduce, scatter a gather</translation>
    </message>
    <message>
        <source>--shift means nothing for %1 (operation %2); it applies to shift algorithms</source>
        <translation>--shift nemá pro %1 (operace %2) význam; platí pro algoritmy posunu</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>běh byl zrušen</translation>
    </message>
    <message>
        <source>the source&apos;s formula leaves out the per-hop time t_h; the engine charges t_h for every hop a message travels</source>
        <translation>vzorec ze zdroje vynechává zpoždění na skok t_h; engine účtuje t_h za každý skok, který zpráva urazí</translation>
    </message>
    <message>
        <source>the model is noncombining, so the transfers of several packets (%1) became %2 messages, each with its own start-up t_s and its own turn on the path</source>
        <translation>model je nekombinující, takže přenosy více paketů (%1) se staly %2 zprávami, každá s vlastním startovním zpožděním t_s a vlastním pořadím na cestě</translation>
    </message>
    <message>
        <source>the model is combining, so the transfers of several packets (%1, with %2 packets) each travel as one message with one start-up t_s, not one per packet</source>
        <translation>model je kombinující, takže přenosy více paketů (%1, s %2 pakety) putují každý jako jedna zpráva s jedním startovním zpožděním t_s, ne jedna na paket</translation>
    </message>
    <message>
        <source>under store-and-forward the messages that cross more than one hop (%1, up to %2 hops) pay t_w per word on every hop, not once</source>
        <translation>při přepínání s mezipamětí platí zprávy, které přecházejí více než jeden skok (%1, až %2 skoků), t_w za slovo na každém skoku, ne jednou</translation>
    </message>
    <message>
        <source>under wormhole routing the messages that cross more than one hop (%1, up to %2 hops) pay t_w per word once, not on every hop</source>
        <translation>při červím přepínání platí zprávy, které přecházejí více než jeden skok (%1, až %2 skoků), t_w za slovo jednou, ne na každém skoku</translation>
    </message>
    <message>
        <source>with half-duplex links the two directions of a link take turns: messages that waited for a link while it carried a message the other way: %1, on %2 links (counted per round)</source>
        <translation>u poloduplexních linek se oba směry linky střídají: zprávy, které čekaly na linku, zatímco nesla zprávu opačným směrem: %1, na %2 linkách (počítáno po kolech)</translation>
    </message>
    <message>
        <source>with ports=%1 messages waited for a port of their sender or receiver that other messages held: %2, in %3 of %4 rounds</source>
        <translation>při ports=%1 čekaly zprávy na port svého odesílatele nebo příjemce, který držely jiné zprávy: %2, v %3 z %4 kol</translation>
    </message>
    <message>
        <source>with ports=%1 a node has up to %2 messages travelling at the same time, where the formula&apos;s ports=%3 sends them one after another</source>
        <translation>při ports=%1 má uzel současně na cestě až %2 zpráv, zatímco vzorec s ports=%3 je posílá jednu po druhé</translation>
    </message>
    <message>
        <source>messages waited for a channel that another message held in the same direction: %1 (%2 under the natural model), in %3 of %4 rounds (max link load %5)</source>
        <translation>zprávy, které čekaly na kanál držený jinou zprávou ve stejném směru: %1 (%2 v přirozeném modelu), v %3 z %4 kol (max. zatížení linky %5)</translation>
    </message>
    <message>
        <source>%1 on %2 would need about %3 of memory, more than the %4 %5; choose a smaller topology</source>
        <translation>%1 na %2 by potřeboval asi %3 paměti, více než %4 %5; zvolte menší topologii</translation>
    </message>
    <message>
        <source>this process can still get (memory limits and free memory)</source>
        <translation>tento proces ještě může získat (limity paměti a volná paměť)</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>povoleno</translation>
    </message>
    <message>
        <source>the run ran out of memory; choose a smaller topology</source>
        <translation>běhu došla paměť; zvolte menší topologii</translation>
    </message>
    <message>
        <source>Under the natural model (%1) it takes %2 too.</source>
        <translation>V přirozeném modelu (%1) trvá také %2.</translation>
    </message>
    <message>
        <source>Under the natural model (%1) it takes %2: the what-if makes it %3 longer.</source>
        <translation>V přirozeném modelu (%1) trvá %2: co-kdyby ho prodlužuje o %3.</translation>
    </message>
    <message>
        <source>Under the natural model (%1) it takes %2: the what-if makes it %3 shorter.</source>
        <translation>V přirozeném modelu (%1) trvá %2: co-kdyby ho zkracuje o %3.</translation>
    </message>
    <message>
        <source>Half duplex: %1 waited for a link that carried a message the other way, so the two directions took turns.</source>
        <translation>Poloduplex: %1 čekalo na linku, která nesla zprávu opačným směrem, takže se oba směry střídaly.</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n zpráva</numerusform>
            <numerusform>%n zprávy</numerusform>
            <numerusform>%n zpráv</numerusform>
        </translation>
    </message>
    <message>
        <source>Ports=%1: %2 waited for a port of their sender or receiver that another message held.</source>
        <translation>Porty=%1: %2 čekalo na port svého odesílatele nebo příjemce, který držela jiná zpráva.</translation>
    </message>
    <message>
        <source>Noncombining: %1 of several packets went as %2 messages, each with its own start-up, one after the other.</source>
        <translation>Nekombinující: %1 s více pakety šlo jako %2 zpráv, každá s vlastním startem, jedna po druhé.</translation>
    </message>
    <message numerus="yes">
        <source>%n transfer(s)</source>
        <translation>
            <numerusform>%n přenos</numerusform>
            <numerusform>%n přenosy</numerusform>
            <numerusform>%n přenosů</numerusform>
        </translation>
    </message>
    <message>
        <source>Store-and-forward: %1 crossed more than one hop (up to %2) and paid t_w m on every hop, not once.</source>
        <translation>Přepínání s mezipamětí: %1 prošlo více než jedním skokem (až %2) a platilo t_w m na každém skoku, ne jednou.</translation>
    </message>
    <message>
        <source>Wormhole: %1 crossed more than one hop (up to %2) and paid t_w m once, not on every hop.</source>
        <translation>Červí přepínání: %1 prošlo více než jedním skokem (až %2) a platilo t_w m jednou, ne na každém skoku.</translation>
    </message>
    <message numerus="yes">
        <source>%n hop(s)</source>
        <translation>
            <numerusform>%n skok</numerusform>
            <numerusform>%n skoky</numerusform>
            <numerusform>%n skoků</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 waited for a link held the same way (%2 under the natural model).</source>
        <translation>%1 čekalo na linku obsazenou ve stejném směru (%2 v přirozeném modelu).</translation>
    </message>
    <message>
        <source>The algorithm is %1-port by design: no node sends or receives more than %2 at a time, so the extra ports of ports=%3 stay idle.</source>
        <translation>Algoritmus je z principu %1-portový: žádný uzel neposílá ani nepřijímá víc než %2 najednou, takže porty navíc z ports=%3 zůstávají nevyužité.</translation>
    </message>
    <message>
        <source>With ports=%1 a node has up to %2 in flight at once, where the natural model&apos;s ports=%3 sends them one after the other.</source>
        <translation>S ports=%1 má uzel na cestě najednou až %2, kde přirozený model s ports=%3 je posílá jednu po druhé.</translation>
    </message>
    <message>
        <source>Under the natural model (%1) the same schedule takes %2 too: this what-if changes no round&apos;s length.</source>
        <translation>V přirozeném modelu (%1) trvá týž rozvrh také %2: tato varianta co-kdyby nemění délku žádného kola.</translation>
    </message>
    <message>
        <source>Under the natural model (%1) the same schedule takes %2; this what-if takes %3, %4 shorter.</source>
        <translation>V přirozeném modelu (%1) trvá týž rozvrh %2; tato varianta co-kdyby trvá %3, o %4 kratší dobu.</translation>
    </message>
    <message>
        <source>Under the natural model (%1) the same schedule takes %2; this what-if takes %3, %4 longer (longer in %5 of %6).</source>
        <translation>V přirozeném modelu (%1) trvá týž rozvrh %2; tato varianta co-kdyby trvá %3, o %4 déle (déle v %5 ze %6 kol).</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n kolo</numerusform>
            <numerusform>%n kola</numerusform>
            <numerusform>%n kol</numerusform>
        </translation>
    </message>
    <message>
        <source>unnamed schedule</source>
        <translation>nepojmenovaný rozvrh</translation>
    </message>
    <message>
        <source>cost parameters are out of range; accepted: 0 &lt; m &lt;= 1e12 and 0 &lt;= t_s, t_w, t_h, t_c &lt;= 1e12</source>
        <translation>parametry nákladů jsou mimo rozsah; přípustné: 0 &lt; m &lt;= 1e12 a 0 &lt;= t_s, t_w, t_h, t_c &lt;= 1e12</translation>
    </message>
</context>
<context>
    <name>collviz::core::NetworkFamily</name>
    <message>
        <source>Processors z:</source>
        <translation>Procesory z:</translation>
    </message>
    <message>
        <source>Side z&lt;sub&gt;%1&lt;/sub&gt;:</source>
        <translation>Strana z&lt;sub&gt;%1&lt;/sub&gt;:</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Kruh</translation>
    </message>
    <message>
        <source>Linear array</source>
        <translation>Lineární pole</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>Mřížka</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>Toroid</translation>
    </message>
    <message>
        <source>Hypercube</source>
        <translation>Hyperkrychle</translation>
    </message>
    <message>
        <source>Dimension n:</source>
        <translation>Dimenze n:</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>Leaves p:</source>
        <translation>Listy p:</translation>
    </message>
    <message>
        <source>Graph from a file</source>
        <translation>Graf ze souboru</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Soubor:</translation>
    </message>
    <message>
        <source>Complete network</source>
        <translation>Úplná síť</translation>
    </message>
    <message>
        <source>Processors p:</source>
        <translation>Procesory p:</translation>
    </message>
    <message>
        <source>the direct link</source>
        <translation>přímá linka</translation>
    </message>
    <message>
        <source>Crossbar switch</source>
        <translation>Křížový přepínač</translation>
    </message>
    <message>
        <source>up to the switch and down</source>
        <translation>nahoru k přepínači a dolů</translation>
    </message>
    <message>
        <source>Dragonfly</source>
        <translation>Dragonfly</translation>
    </message>
    <message>
        <source>Routers a group A:</source>
        <translation>Směrovače ve skupině A:</translation>
    </message>
    <message>
        <source>Processors a router P:</source>
        <translation>Procesory na směrovač P:</translation>
    </message>
    <message>
        <source>Global links a router H:</source>
        <translation>Globální linky na směrovač H:</translation>
    </message>
    <message>
        <source>minimal: local, global, local; port k = r H + h of group g&apos;s router r leads to group (g - 1 - k) mod G, so each pair of groups has one global link</source>
        <translation>minimální: lokální, globální, lokální; port k = r H + h směrovače r ve skupině g vede do skupiny (g - 1 - k) mod G, takže každá dvojice skupin má jednu globální linku</translation>
    </message>
    <message>
        <source>Fat tree</source>
        <translation>Tlustý strom</translation>
    </message>
    <message>
        <source>Switch ports K:</source>
        <translation>Porty přepínače K:</translation>
    </message>
    <message>
        <source>up and down, hashed by the destination d: up through aggregation switch d mod (K/2) and, between pods, core switch floor(d / (K/2)) mod (K/2) of its group; down the one way there is</source>
        <translation>nahoru a dolů, rozloženo hašováním podle cíle d: nahoru přes agregační přepínač d mod (K/2) a mezi pody přes páteřní přepínač floor(d / (K/2)) mod (K/2) jeho skupiny; dolů jedinou existující cestou</translation>
    </message>
</context>
<context>
    <name>collviz::core::Operation</name>
    <message>
        <source>MPI_Bcast</source>
        <translation>MPI_Bcast</translation>
    </message>
    <message>
        <source>reduce, MPI_Reduce</source>
        <translation>redukce, MPI_Reduce</translation>
    </message>
    <message>
        <source>all-to-all gather (seed 002: AAB, AAG), all-gather, MPI_Allgather</source>
        <translation>sběr všichni všem (seed 002: AAB, AAG), all-gather, MPI_Allgather</translation>
    </message>
    <message>
        <source>reduce-scatter, MPI_Reduce_scatter</source>
        <translation>redukce s rozesláním (reduce-scatter), MPI_Reduce_scatter</translation>
    </message>
    <message>
        <source>MPI_Allreduce</source>
        <translation>MPI_Allreduce</translation>
    </message>
    <message>
        <source>scan (seed 001), MPI_Scan</source>
        <translation>scan, prefixový součet (seed 001), MPI_Scan</translation>
    </message>
    <message>
        <source>scatter (seed 001), MPI_Scatter</source>
        <translation>rozesílání (seed 001), MPI_Scatter</translation>
    </message>
    <message>
        <source>gather (seed 001), MPI_Gather</source>
        <translation>sběr (seed 001), MPI_Gather</translation>
    </message>
    <message>
        <source>all-to-all scatter (seed 000: AAS), total exchange (seed 001), MPI_Alltoall</source>
        <translation>rozesílání všichni všem (seed 000: AAS), úplná výměna (seed 001), MPI_Alltoall</translation>
    </message>
    <message>
        <source>circular q-shift (seed 001)</source>
        <translation>cyklický q-posun (seed 001)</translation>
    </message>
</context>
<context>
    <name>collviz::core::Problem</name>
    <message>
        <source>node %1 does not hold packet %2 (from %3)</source>
        <translation>uzel %1 nemá paket %2 (od %3)</translation>
    </message>
    <message>
        <source>node %1 does not hold the sum of item %2 over processors %3</source>
        <translation>uzel %1 nemá součet položky %2 přes procesory %3</translation>
    </message>
    <message>
        <source>... and %1 more</source>
        <translation>... a dalších %1</translation>
    </message>
</context>
<context>
    <name>collviz::core::Scenario</name>
    <message>
        <source>--%1 is not a scenario option; accepted: --%2</source>
        <translation>--%1 není volba scénáře; přípustné: --%2</translation>
    </message>
    <message>
        <source>--model is empty; give items such as sf, wh, ports=1, ports=all, duplex=half, noncombining</source>
        <translation>--model je prázdný; zadejte položky jako sf, wh, ports=1, ports=all, duplex=half, noncombining</translation>
    </message>
    <message>
        <source>a SPEC such as hypercube:4 or ring:8</source>
        <translation>SPEC jako hypercube:4 nebo ring:8</translation>
    </message>
    <message>
        <source>an id (see &apos;collviz-cli list&apos;)</source>
        <translation>id (viz &apos;collviz-cli list&apos;)</translation>
    </message>
    <message>
        <source>--%1 is empty; it takes %2</source>
        <translation>--%1 je prázdné; očekává %2</translation>
    </message>
    <message>
        <source>%1 is missing; it takes %2</source>
        <translation>%1 chybí; očekává %2</translation>
    </message>
    <message>
        <source>an algorithm id (see &apos;collviz-cli list&apos;)</source>
        <translation>id algoritmu (viz &apos;collviz-cli list&apos;)</translation>
    </message>
    <message>
        <source>a SPEC such as hypercube:4, ring:8, mesh:4x4, torus:3x3x3 or tree:8</source>
        <translation>SPEC jako hypercube:4, ring:8, mesh:4x4, torus:3x3x3 nebo tree:8</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos;; accepted: %2 (see &apos;collviz-cli list&apos;)</source>
        <translation>neznámý algoritmus &apos;%1&apos;; přípustné: %2 (viz &apos;collviz-cli list&apos;)</translation>
    </message>
    <message>
        <source>%1 means nothing for %2 (operation %3); it applies to %4</source>
        <translation>%1 nemá pro %2 (operace %3) význam; platí pro %4</translation>
    </message>
    <message>
        <source>%1 means nothing for %2 (operation %3); it applies to shift algorithms</source>
        <translation>%1 nemá pro %2 (operace %3) význam; platí pro algoritmy posunu</translation>
    </message>
    <message>
        <source>{&quot;format&quot;: &quot;collviz-scenario/1&quot;, &quot;algorithm&quot;: ID, &quot;topology&quot;: SPEC, ...}</source>
        <translation>{&quot;format&quot;: &quot;collviz-scenario/1&quot;, &quot;algorithm&quot;: ID, &quot;topology&quot;: SPEC, ...}</translation>
    </message>
    <message>
        <source>format %1 is not accepted; it takes &quot;%2&quot;, as in %3</source>
        <translation>formát %1 není přípustný; očekává &quot;%2&quot;, jako v %3</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(chybí)</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is not part of a scenario; accepted: %2</source>
        <translation>člen &apos;%1&apos; není součástí scénáře; přípustné: %2</translation>
    </message>
    <message>
        <source>params %1 is not accepted; it takes an object such as {&quot;m&quot;: 1, &quot;ts&quot;: 1}</source>
        <translation>params %1 není přípustné; očekává objekt jako {&quot;m&quot;: 1, &quot;ts&quot;: 1}</translation>
    </message>
    <message>
        <source>member &apos;params.%1&apos; is not part of a scenario; accepted: %2</source>
        <translation>člen &apos;params.%1&apos; není součástí scénáře; přípustné: %2</translation>
    </message>
    <message>
        <source>%1 %2 is not accepted; it takes %3</source>
        <translation>%1 %2 není přípustné; očekává %3</translation>
    </message>
    <message>
        <source>a model SPEC as a JSON string (&quot;&quot; = the natural model)</source>
        <translation>SPEC modelu jako řetězec JSON (&quot;&quot; = přirozený model)</translation>
    </message>
    <message>
        <source>a non-empty JSON string</source>
        <translation>neprázdný řetězec JSON</translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos; is not a JSON object (%2 at offset %3); it takes one collviz-scenario/1 object</source>
        <translation>soubor scénáře &apos;%1&apos; není objekt JSON (%2 na pozici %3); očekává jeden objekt collviz-scenario/1</translation>
    </message>
    <message>
        <source>another JSON value</source>
        <translation>jiná hodnota JSON</translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos;: %2</source>
        <translation>soubor scénáře &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source> as a JSON number</source>
        <translation> jako číslo JSON</translation>
    </message>
    <message>
        <source>a non-empty text</source>
        <translation>neprázdný text</translation>
    </message>
    <message>
        <source>a plain decimal number &gt; 0 and at most 1e12 (no sign), e.g. 1, 0.5 or 1e6%1</source>
        <translation>prosté desetinné číslo &gt; 0 a nejvýše 1e12 (bez znaménka), např. 1, 0.5 nebo 1e6%1</translation>
    </message>
    <message>
        <source>a plain decimal number &gt;= 0 and at most 1e12 (no sign), e.g. 0, 1, 0.5 or 1e6%1</source>
        <translation>prosté desetinné číslo &gt;= 0 a nejvýše 1e12 (bez znaménka), např. 0, 1, 0.5 nebo 1e6%1</translation>
    </message>
    <message>
        <source>a plain decimal integer %1..%2 (digits only, no sign)%3</source>
        <translation>prosté desítkové celé číslo %1..%2 (jen číslice, bez znaménka)%3</translation>
    </message>
    <message>
        <source>%1 %2 is not accepted; it takes %3.</source>
        <translation>%1 %2 není přípustné; očekává %3.</translation>
    </message>
    <message>
        <source>%1 means nothing for %2; it applies to the alltoall-jh algorithms (s AAPCs in succession)</source>
        <translation>%1 nemá pro %2 význam; platí pro algoritmy alltoall-jh (s AAPC za sebou)</translation>
    </message>
    <message>
        <source>bookmarks %1 is not accepted; it takes a list of rounds from 1 to %2, such as [2, 5]</source>
        <translation>bookmarks %1 nelze přijmout; očekává se seznam kol od 1 do %2, např. [2, 5]</translation>
    </message>
    <message>
        <source>format %1 was written by a newer CollViz; this one reads &quot;%2&quot;</source>
        <translation>formát %1 zapsala novější verze CollViz; tato čte „%2“</translation>
    </message>
    <message>
        <source>views %1 is not accepted; it takes an object such as {&quot;panels&quot;: [&quot;costChart&quot;]}</source>
        <translation>views %1 nelze přijmout; očekává se objekt, např. {&quot;panels&quot;: [&quot;costChart&quot;]}</translation>
    </message>
    <message>
        <source>scenario file</source>
        <translation>soubor scénáře</translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos;: member &apos;%2&apos; is given twice; give it once</source>
        <translation>soubor scénáře &apos;%1&apos;: člen &apos;%2&apos; je zadán dvakrát; zadejte jej jednou</translation>
    </message>
</context>
<context>
    <name>collviz::core::ScheduleFormats</name>
    <message>
        <source>schedule format &apos;%1&apos; is not one CollViz reads; accepted: %2</source>
        <translation>formát rozvrhu &apos;%1&apos; CollViz nečte; přípustné: %2</translation>
    </message>
    <message>
        <source>schedule file</source>
        <translation>soubor rozvrhu</translation>
    </message>
    <message>
        <source>standard input: %1</source>
        <translation>standardní vstup: %1</translation>
    </message>
    <message>
        <source>schedule file &apos;%1&apos;: %2</source>
        <translation>soubor rozvrhu &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>CollViz schedule (JSON)</source>
        <translation>Rozvrh CollViz (JSON)</translation>
    </message>
    <message>
        <source>MSCCL algorithm (XML)</source>
        <translation>Algoritmus MSCCL (XML)</translation>
    </message>
    <message>
        <source>Paje trace</source>
        <translation>Záznam Paje</translation>
    </message>
    <message>
        <source>CollViz writes %1 files but does not read them</source>
        <translation>CollViz soubory %1 zapisuje, ale nečte</translation>
    </message>
    <message>
        <source>a %1 file names its network, model and cost; --topology, --model, --m, --ts, --tw, --th and --tc choose them for files that do not (%2)</source>
        <translation>soubor %1 sám uvádí svou síť, model a náklady; --topology, --model, --m, --ts, --tw, --th a --tc je volí pro soubory, které je neuvádějí (%2)</translation>
    </message>
</context>
<context>
    <name>collviz::core::Simulator</name>
    <message>
        <source>transfer %1 -&gt; %2 does not join two distinct processors</source>
        <translation>přenos %1 -&gt; %2 nespojuje dva různé procesory</translation>
    </message>
    <message>
        <source>the path of transfer %1 -&gt; %2 is not a walk over links</source>
        <translation>cesta přenosu %1 -&gt; %2 není sled po linkách</translation>
    </message>
    <message>
        <source>node %1 sends packet %2 it does not hold</source>
        <translation>uzel %1 posílá paket %2, který nemá</translation>
    </message>
    <message>
        <source>transfer %1 -&gt; %2 combines %3 packets in one message; the model is noncombining, so they are costed as %3 messages</source>
        <translation>přenos %1 -&gt; %2 spojuje %3 pakety do jedné zprávy; model je nekombinující, takže se účtují jako %3 zprávy</translation>
    </message>
    <message>
        <source>node %1 sends %2 and receives %3 messages but has %4 port(s)</source>
        <translation>uzel %1 posílá %2 a přijímá %3 zpráv, ale má %4 port(ů)</translation>
    </message>
    <message>
        <source>a combine names no inputs or a vertex that does not exist</source>
        <translation>kombinace neuvádí žádné vstupy nebo uvádí neexistující vrchol</translation>
    </message>
    <message>
        <source>node %1 adds partial sum %2 it does not hold</source>
        <translation>uzel %1 přičítá částečný součet %2, který nemá</translation>
    </message>
    <message>
        <source>node %1 adds partial sums of different items</source>
        <translation>uzel %1 sčítá částečné součty různých položek</translation>
    </message>
    <message>
        <source>node %1 counts a contribution twice when adding partial sum %2</source>
        <translation>uzel %1 při přičítání částečného součtu %2 počítá jeden příspěvek dvakrát</translation>
    </message>
</context>
<context>
    <name>collviz::core::Sweep</name>
    <message>
        <source>--m &apos;%1&apos; is not a size range; accepted: MIN:MAX or one size M, decimals without sign with 0 &lt; MIN &lt;= MAX &lt;= 1e12, e.g. 1:4096</source>
        <translation>--m &apos;%1&apos; není rozsah velikostí; přípustné: MIN:MAX nebo jedna velikost M, desetinná čísla bez znaménka s 0 &lt; MIN &lt;= MAX &lt;= 1e12, např. 1:4096</translation>
    </message>
    <message>
        <source>--algorithms names no algorithm; give ids separated by commas (see &apos;collviz-cli list&apos;)</source>
        <translation>--algorithms neuvádí žádný algoritmus; zadejte id oddělená čárkami (viz &apos;collviz-cli list&apos;)</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos;; accepted: %2 (see &apos;collviz-cli list&apos;)</source>
        <translation>neznámý algoritmus &apos;%1&apos;; přípustné: %2 (viz &apos;collviz-cli list&apos;)</translation>
    </message>
    <message>
        <source>--algorithms names %1 twice; name each once</source>
        <translation>--algorithms uvádí %1 dvakrát; uveďte každý jednou</translation>
    </message>
    <message>
        <source>a sweep compares algorithms of one operation: %1 is %2, %3 is %4</source>
        <translation>srovnání porovnává algoritmy jedné operace: %1 je %2, %3 je %4</translation>
    </message>
</context>
<context>
    <name>collviz::core::Topology</name>
    <message>
        <source>topology &apos;%1&apos; has no &apos;:&apos; between kind and size</source>
        <translation>topologie &apos;%1&apos; nemá mezi druhem a velikostí &apos;:&apos;</translation>
    </message>
    <message>
        <source>unknown topology kind &apos;%1&apos;</source>
        <translation>neznámý druh topologie &apos;%1&apos;</translation>
    </message>
    <message>
        <source>malformed size &apos;%1&apos; in topology &apos;%2&apos;</source>
        <translation>chybná velikost &apos;%1&apos; v topologii &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 takes a single size, not &apos;%2&apos;</source>
        <translation>%1 přijímá jedinou velikost, ne &apos;%2&apos;</translation>
    </message>
    <message>
        <source>hypercube dimension %1 is out of range</source>
        <translation>dimenze hyperkrychle %1 je mimo rozsah</translation>
    </message>
    <message>
        <source>a balanced binary tree needs a power-of-two number of leaves &gt;= 2, not %1</source>
        <translation>vyvážený binární strom potřebuje počet listů, který je mocninou dvou &gt;= 2, ne %1</translation>
    </message>
    <message>
        <source>side %1 of &apos;%2&apos; is too small</source>
        <translation>strana %1 v &apos;%2&apos; je příliš malá</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has more than %2 vertices</source>
        <translation>&apos;%1&apos; má více než %2 vrcholů</translation>
    </message>
    <message>
        <source>ring:Z (Z &gt;= %1)</source>
        <translation>ring:Z (Z &gt;= %1)</translation>
    </message>
    <message>
        <source>linear:Z (Z &gt;= %1)</source>
        <translation>linear:Z (Z &gt;= %1)</translation>
    </message>
    <message>
        <source>hypercube:N (N = 1..%1)</source>
        <translation>hypercube:N (N = 1..%1)</translation>
    </message>
    <message>
        <source>tree:P (P leaves, a power of two &gt;= %1)</source>
        <translation>tree:P (P listů, mocnina dvou &gt;= %1)</translation>
    </message>
    <message>
        <source>accepted: %1, every size a plain decimal integer; at most %2 vertices</source>
        <translation>přípustné: %1, každá velikost prosté desítkové celé číslo; nejvýše %2 vrcholů</translation>
    </message>
    <message>
        <source>ring p = 4..64</source>
        <translation>kruh p = 4..64</translation>
    </message>
    <message>
        <source>torus z x z, z = 2..16</source>
        <translation>toroid z x z, z = 2..16</translation>
    </message>
    <message>
        <source>hypercube d = 2..10</source>
        <translation>hyperkrychle d = 2..10</translation>
    </message>
    <message>
        <source>graph:FILE (a collviz-network/1 JSON file)</source>
        <translation>graph:FILE (soubor JSON collviz-network/1)</translation>
    </message>
    <message>
        <source>topology &apos;%1&apos; names no file after &apos;graph:&apos;</source>
        <translation>topologie &apos;%1&apos; za &apos;graph:&apos; neuvádí žádný soubor</translation>
    </message>
    <message>
        <source>network file &apos;%1&apos;: %2</source>
        <translation>soubor sítě &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>%1 %2 is not accepted; it takes %3</source>
        <translation>%1 %2 není přípustné; očekává %3</translation>
    </message>
    <message>
        <source>%1 is missing; it takes %2</source>
        <translation>%1 chybí; očekává %2</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is given twice; give it once</source>
        <translation>člen &apos;%1&apos; je zadán dvakrát; zadejte jej jednou</translation>
    </message>
    <message>
        <source>format %1 was written by a newer CollViz; this one reads %2</source>
        <translation>formát %1 zapsala novější verze CollViz; tato čte %2</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is not part of a network file; accepted: %2</source>
        <translation>člen &apos;%1&apos; není součástí souboru sítě; přípustné: %2</translation>
    </message>
    <message>
        <source>a JSON string</source>
        <translation>řetězec JSON</translation>
    </message>
    <message>
        <source>a list of names such as [&quot;gpu0&quot;, &quot;gpu1&quot;]</source>
        <translation>seznam jmen, např. [&quot;gpu0&quot;, &quot;gpu1&quot;]</translation>
    </message>
    <message>
        <source>it names %1 processors and switches, more than the %2 a network file may have</source>
        <translation>uvádí %1 procesorů a přepínačů, více než %2, které smí mít soubor sítě</translation>
    </message>
    <message>
        <source>processors is empty; a network takes at least 2 processors</source>
        <translation>processors je prázdné; síť potřebuje alespoň 2 procesory</translation>
    </message>
    <message>
        <source>processors names only %1; a network takes at least 2 processors</source>
        <translation>processors uvádí jen %1; síť potřebuje alespoň 2 procesory</translation>
    </message>
    <message>
        <source>a name: a non-empty JSON string of at most %1 characters</source>
        <translation>jméno: neprázdný řetězec JSON o nejvýše %1 znacích</translation>
    </message>
    <message>
        <source>%1 %2 is the name %3 gives already; every processor and switch takes a name of its own</source>
        <translation>%1 %2 je jméno, které už uvádí %3; každý procesor a přepínač má vlastní jméno</translation>
    </message>
    <message>
        <source>a list of links, each a pair of names such as [&quot;gpu0&quot;, &quot;gpu1&quot;]</source>
        <translation>seznam linek, každá jako dvojice jmen, např. [&quot;gpu0&quot;, &quot;gpu1&quot;]</translation>
    </message>
    <message>
        <source>a link: a pair of names such as [&quot;gpu0&quot;, &quot;gpu1&quot;]</source>
        <translation>linku: dvojici jmen, např. [&quot;gpu0&quot;, &quot;gpu1&quot;]</translation>
    </message>
    <message>
        <source>%1 %2 is not accepted; a link takes exactly 2 ends, such as [&quot;gpu0&quot;, &quot;gpu1&quot;]</source>
        <translation>%1 %2 není přípustné; linka má právě 2 konce, např. [&quot;gpu0&quot;, &quot;gpu1&quot;]</translation>
    </message>
    <message>
        <source>%1 %2 names no processor or switch; it takes one of the names in processors or switches</source>
        <translation>%1 %2 neoznačuje žádný procesor ani přepínač; očekává jedno ze jmen v processors nebo switches</translation>
    </message>
    <message>
        <source>%1 %2 joins %3 to itself; a link joins two different nodes</source>
        <translation>%1 %2 spojuje %3 se sebou samým; linka spojuje dva různé uzly</translation>
    </message>
    <message>
        <source>%1 %2 joins the nodes links[%3] joins already; give each link once, in either direction</source>
        <translation>%1 %2 spojuje uzly, které už spojuje links[%3]; zadejte každou linku jednou, v libovolném směru</translation>
    </message>
    <message>
        <source>processor &apos;%1&apos; cannot be reached from processor &apos;%2&apos;; every processor must reach every other over the links</source>
        <translation>procesor &apos;%1&apos; není dosažitelný z procesoru &apos;%2&apos;; každý procesor musí po linkách dosáhnout každého jiného</translation>
    </message>
    <message>
        <source>switch &apos;%1&apos; cannot be reached from processor &apos;%2&apos;; every switch must be connected to the processors</source>
        <translation>přepínač &apos;%1&apos; není dosažitelný z procesoru &apos;%2&apos;; každý přepínač musí být spojen s procesory</translation>
    </message>
    <message>
        <source>an object giving every processor and switch its position [x, y], such as {&quot;gpu0&quot;: [0, 0]}</source>
        <translation>objekt, který každému procesoru a přepínači dává polohu [x, y], např. {&quot;gpu0&quot;: [0, 0]}</translation>
    </message>
    <message>
        <source>a position [x, y]: two JSON numbers from -%1 to %1</source>
        <translation>polohu [x, y]: dvě čísla JSON od -%1 do %1</translation>
    </message>
    <message>
        <source>coordinates member &apos;%1&apos; names no processor or switch; it takes their names</source>
        <translation>člen coordinates &apos;%1&apos; neoznačuje žádný procesor ani přepínač; očekává jejich jména</translation>
    </message>
    <message>
        <source>coordinates gives no position for &apos;%1&apos;; it takes one for every processor and switch, or none at all</source>
        <translation>coordinates neuvádí polohu pro &apos;%1&apos;; očekává ji pro každý procesor a přepínač, nebo pro žádný</translation>
    </message>
    <message>
        <source>network file</source>
        <translation>soubor sítě</translation>
    </message>
    <message>
        <source>network file &apos;%1&apos; is not JSON (%2 at offset %3); it takes one collviz-network/1 object</source>
        <translation>soubor sítě &apos;%1&apos; není JSON (%2 na pozici %3); očekává jeden objekt collviz-network/1</translation>
    </message>
    <message>
        <source>network file &apos;%1&apos; holds a JSON array, not an object; it takes one collviz-network/1 object</source>
        <translation>soubor sítě &apos;%1&apos; obsahuje pole JSON, ne objekt; očekává jeden objekt collviz-network/1</translation>
    </message>
    <message>
        <source>mesh:AxB[xC...] (2..%2 sides &gt;= %1)</source>
        <translation>mesh:AxB[xC...] (2..%2 stran &gt;= %1)</translation>
    </message>
    <message>
        <source>torus:AxB[xC...] (2..%2 sides &gt;= %1)</source>
        <translation>torus:AxB[xC...] (2..%2 stran &gt;= %1)</translation>
    </message>
    <message>
        <source>complete:P (P = %1..%2)</source>
        <translation>complete:P (P = %1..%2)</translation>
    </message>
    <message>
        <source>the complete network &apos;%1&apos; needs %2 to %3 processors (at most %4 links, one for every pair), not %5</source>
        <translation>úplná síť &apos;%1&apos; potřebuje %2 až %3 procesorů (nejvýše %4 linek, jednu pro každou dvojici), ne %5</translation>
    </message>
    <message>
        <source>complete p = 4..64</source>
        <translation>úplná síť p = 4..64</translation>
    </message>
    <message>
        <source>switch:P (P = %1..%2)</source>
        <translation>switch:P (P = %1..%2)</translation>
    </message>
    <message>
        <source>the switch &apos;%1&apos; needs at least %2 processors, not %3</source>
        <translation>přepínač &apos;%1&apos; potřebuje alespoň %2 procesorů, ne %3</translation>
    </message>
    <message>
        <source>switch p = 4..64</source>
        <translation>přepínač p = 4..64</translation>
    </message>
    <message>
        <source>dragonfly:A,P,H (A routers a group, P processors a router, H global links a router; each &gt;= 1)</source>
        <translation>dragonfly:A,P,H (A směrovačů ve skupině, P procesorů na směrovač, H globálních linek na směrovač; každé &gt;= 1)</translation>
    </message>
    <message>
        <source>the dragonfly &apos;%1&apos; needs A, P and H of at least 1 (A routers a group, P processors a router, H global links a router)</source>
        <translation>síť dragonfly &apos;%1&apos; potřebuje A, P a H alespoň 1 (A směrovačů ve skupině, P procesorů na směrovač, H globálních linek na směrovač)</translation>
    </message>
    <message>
        <source>the dragonfly &apos;%1&apos; would have %2 links, more than the %3 accepted</source>
        <translation>síť dragonfly &apos;%1&apos; by měla %2 linek, více než přípustných %3</translation>
    </message>
    <message>
        <source>topology &apos;%1&apos; needs three sizes A,P,H joined by commas, such as dragonfly:4,2,2</source>
        <translation>topologie &apos;%1&apos; potřebuje tři velikosti A,P,H oddělené čárkami, např. dragonfly:4,2,2</translation>
    </message>
    <message>
        <source>fattree:K (K even, 2..%1: K^3/4 hosts)</source>
        <translation>fattree:K (K sudé, 2..%1: K^3/4 hostitelů)</translation>
    </message>
    <message>
        <source>the fat tree &apos;%1&apos; needs an even K of at least 2 (K pods of K/2 edge and K/2 aggregation switches), not %2</source>
        <translation>tlustý strom &apos;%1&apos; potřebuje sudé K alespoň 2 (K podů po K/2 hraničních a K/2 agregačních přepínačích), ne %2</translation>
    </message>
    <message>
        <source>fat tree K = 2..8, p = 2..128</source>
        <translation>tlustý strom K = 2..8, p = 2..128</translation>
    </message>
    <message>
        <source>%1 needs %2 to %3 sides such as 4x4, 3x3x3 or 3x3x3x3, not &apos;%4&apos;</source>
        <translation>%1 potřebuje počet stran od %2 do %3, např. 4x4, 3x3x3 nebo 3x3x3x3, ne &apos;%4&apos;</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AllgatherHamiltonian</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AllgatherTadt</name>
    <message>
        <source>%1 cannot run here: %2</source>
        <translation>%1 zde nelze spustit: %2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallCycleMicro</name>
    <message>
        <source>%1 needs a ring of z = 4t nodes (ring:4, ring:8, ring:12, ...), not %2</source>
        <translation>%1 potřebuje kruh z = 4t uzlů (ring:4, ring:8, ring:12, ...), ne %2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallDirectExchange</name>
    <message>
        <source>%1 needs binary addresses, so every side a power of two (e.g. mesh:8x4, torus:4x4x4), not %2</source>
        <translation>%1 potřebuje binární adresy, tedy každou stranu mocninou dvou (např. mesh:8x4, torus:4x4x4), ne %2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallHypercubeAllport</name>
    <message>
        <source>%1 runs on hypercube:1 to hypercube:%2, not on %3 (its schedule would have 2^%4 rounds of %5 one-packet transfers)</source>
        <translation>%1 běží na hypercube:1 až hypercube:%2, ne na %3 (jeho rozvrh by měl 2^%4 kol po %5 přenosech jednoho paketu)</translation>
    </message>
    <message>
        <source>the schedule table for %1 breaks the seed&apos;s conditions: %2</source>
        <translation>tabulka rozvrhu pro %1 porušuje podmínky seedu: %2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallMeshBex</name>
    <message>
        <source>%1 runs on two-dimensional meshes whose sides are powers of two (mesh:2^k x 2^l such as mesh:8x4, or linear:2^k), not on %2</source>
        <translation>%1 běží na dvourozměrných mřížkách se stranami mocninami dvou (mesh:2^k x 2^l, např. mesh:8x4, nebo linear:2^k), ne na %2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallMeshMicro</name>
    <message>
        <source>%1 needs a square 2D torus of side z = 4t (torus:4x4, torus:8x8, torus:12x12, ...), not %2</source>
        <translation>%1 potřebuje čtvercový 2D toroid o straně z = 4t (torus:4x4, torus:8x8, torus:12x12, ...), ne %2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallMeshQex</name>
    <message>
        <source>%1 runs on square two-dimensional meshes whose side is a power of two (mesh:2^k x 2^k such as mesh:8x8), not on %2</source>
        <translation>%1 běží na čtvercových dvourozměrných mřížkách se stranou mocninou dvou (mesh:2^k x 2^k, např. mesh:8x8), ne na %2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::JohnssonHoAddressAlgorithm</name>
    <message>
        <source>%1 runs on hypercube:1 to hypercube:%2, not on %3</source>
        <translation>%1 běží na hypercube:1 až hypercube:%2, ne na %3</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::JohnssonHoPairAlgorithm</name>
    <message>
        <source>%1 runs on hypercube:1 to hypercube:%2, not on %3</source>
        <translation>%1 běží na hypercube:1 až hypercube:%2, ne na %3</translation>
    </message>
</context>
<context>
    <name>collviz::core::designer</name>
    <message>
        <source>Broadcast on Q3 in three rounds</source>
        <translation>Vysílání jeden všem na Q3 ve třech kolech</translation>
    </message>
    <message>
        <source>Broadcast from node 0 of hypercube:3 under 1-port wormhole. Holders can at most double a round under 1-port, so 8 nodes need log2 8 = 3 rounds.</source>
        <translation>Vysílání z uzlu 0 sítě hypercube:3 při 1-portovém červím přepínání. V 1-portovém modelu se počet uzlů, které zprávu mají, může za kolo nejvýše zdvojnásobit, takže 8 uzlů potřebuje log2 8 = 3 kola.</translation>
    </message>
    <message>
        <source>All-to-all broadcast around a ring of six</source>
        <translation>Vysílání všichni všem na kruhu o šesti uzlech</translation>
    </message>
    <message>
        <source>Every node of ring:6 must end with all six packets, one packet a message (noncombining) and one send and one receive a node and round (1-port): each node receives 5 packets, one a round, so 5 rounds of time t_s + t_w m.</source>
        <translation>Každý uzel sítě ring:6 musí nakonec mít všech šest paketů, jeden paket na zprávu (nekombinující model) a jedno odeslání a jeden příjem na uzel a kolo (1-portový model): každý uzel přijme 5 paketů, jeden za kolo, tedy 5 kol s časem t_s + t_w m.</translation>
    </message>
    <message>
        <source>All-reduce on Q3 in three rounds</source>
        <translation>Redukce všichni všem (allreduce) na Q3 ve třech kolech</translation>
    </message>
    <message>
        <source>Every node of hypercube:3 must end with the sum over all eight nodes. Under 1-port a node hears from one other node a round, so what it knows at most doubles: log2 8 = 3 rounds of exchanges, each followed by a combine (Ctrl-click a node).</source>
        <translation>Každý uzel sítě hypercube:3 musí nakonec mít součet přes všech osm uzlů. V 1-portovém modelu uslyší uzel za kolo jen od jednoho dalšího uzlu, takže to, co ví, se nejvýše zdvojnásobí: log2 8 = 3 kola výměn, po každém kombinace (Ctrl-klik na uzel).</translation>
    </message>
    <message>
        <source>Noncombining all-to-all broadcast on torus:3x3 at the Lemma 8 bound</source>
        <translation>Nekombinující vysílání všichni všem na síti torus:3x3 na mezi z Lemmatu 8</translation>
    </message>
    <message>
        <source>Seed 002, Lemma 8: a node receives its p - 1 = 8 packets as 8 messages over its 4 channels, so at least ceil(8/4) = 2 rounds and time 2 (t_s + t_w m) under all-port store-and-forward, noncombining. Reach both.</source>
        <translation>Seed 002, Lemma 8: uzel přijme svých p - 1 = 8 paketů jako 8 zpráv po svých 4 kanálech, tedy nejméně ceil(8/4) = 2 kola a čas 2 (t_s + t_w m) při všeportovém nekombinujícím přepínání s mezipamětí. Dosáhněte obojího.</translation>
    </message>
    <message>
        <source>All-to-all personalized on torus:2x4 at its bisection bound</source>
        <translation>Personalizovaná komunikace všichni všem na síti torus:2x4 na mezi bisekce</translation>
    </message>
    <message>
        <source>With free start-ups (t_s = 0) the bound of an all-to-all on torus:2x4 is the cut: 16 packets cross the middle each way over 4 channels, time 4 t_w m; the pairs&apos; distances load every one of the 24 channels with 4 packet-hops too. Every channel must be busy all the time.</source>
        <translation>Při nulovém startovním zpoždění (t_s = 0) je mezí komunikace všichni všem na síti torus:2x4 řez: 16 paketů přejde středem v každém směru po 4 kanálech, čas 4 t_w m; vzdálenosti dvojic navíc zatíží každý z 24 kanálů 4 skoky paketů. Každý kanál musí být neustále vytížen.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n kolo</numerusform>
            <numerusform>%n kola</numerusform>
            <numerusform>%n kol</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and time %2</source>
        <translation>%1 a čas %2</translation>
    </message>
    <message>
        <source>time %1</source>
        <translation>čas %1</translation>
    </message>
    <message>
        <source>%1, time %2</source>
        <translation>%1, čas %2</translation>
    </message>
    <message>
        <source>your schedule: %1</source>
        <translation>váš rozvrh: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>bound %1</source>
        <translation>mez %1</translation>
    </message>
    <message>
        <source>root %1 is not accepted; it takes a processor 0..%2 of %3</source>
        <translation>kořen %1 není přípustný; očekává procesor 0..%2 sítě %3</translation>
    </message>
    <message>
        <source>a root means nothing for %1</source>
        <translation>kořen nemá pro %1 význam</translation>
    </message>
    <message>
        <source>shift %1 is not accepted; it takes a distance 1..%2</source>
        <translation>posun %1 není přípustný; očekává vzdálenost 1..%2</translation>
    </message>
    <message>
        <source>a shift means nothing for %1</source>
        <translation>posun nemá pro %1 význam</translation>
    </message>
    <message>
        <source>%1 on %2 with %3 rounds is too large for the designer (about %4 MiB of states, at most %5 MiB); choose a smaller network</source>
        <translation>%1 na %2 s %3 koly je pro návrhář rozvrhů příliš velké (asi %4 MiB stavů, nejvýše %5 MiB); zvolte menší síť</translation>
    </message>
    <message>
        <source>Every packet has reached the nodes that need it.</source>
        <translation>Každý paket dorazil do uzlů, které ho potřebují.</translation>
    </message>
    <message numerus="yes">
        <source>%n arrival(s) still missing: %1</source>
        <translation>
            <numerusform>Ještě chybí %n doručení: %1</numerusform>
            <numerusform>Ještě chybějí %n doručení: %1</numerusform>
            <numerusform>Ještě chybí %n doručení: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shared channels make %n transfer(s) take turns, which costs time</source>
        <translation>
            <numerusform>sdílené kanály nutí %n přenos čekat, až na něj přijde řada, což stojí čas</numerusform>
            <numerusform>sdílené kanály nutí %n přenosy čekat, až na ně přijde řada, což stojí čas</numerusform>
            <numerusform>sdílené kanály nutí %n přenosů čekat, až na ně přijde řada, což stojí čas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>collviz::core::exercise::ExerciseSheet</name>
    <message>
        <source>exercises %1 is not accepted; it takes a list of questions such as [{&quot;round&quot;: 2, &quot;kind&quot;: &quot;channels&quot;}]</source>
        <translation>exercises %1 není přípustné; očekává seznam otázek jako [{&quot;round&quot;: 2, &quot;kind&quot;: &quot;channels&quot;}]</translation>
    </message>
    <message>
        <source>exercises has %1 questions; it takes at most %2</source>
        <translation>exercises obsahuje otázek: %1; přípustných je nejvýše %2</translation>
    </message>
    <message>
        <source>exercises[%1] %2 is not accepted; it takes an object such as {&quot;round&quot;: 2, &quot;kind&quot;: &quot;channels&quot;}</source>
        <translation>exercises[%1] %2 není přípustné; očekává objekt jako {&quot;round&quot;: 2, &quot;kind&quot;: &quot;channels&quot;}</translation>
    </message>
    <message>
        <source>member &apos;exercises[%1].%2&apos; is not part of a question; accepted: %3</source>
        <translation>člen &apos;exercises[%1].%2&apos; není součástí otázky; přípustné: %3</translation>
    </message>
    <message>
        <source>exercises[%1].round %2 is not accepted; it takes a round from 1 to %3 (round 0 is the initial state, nothing to predict)</source>
        <translation>exercises[%1].round %2 není přípustné; očekává kolo od 1 do %3 (kolo 0 je počáteční stav, není co předpovídat)</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(chybí)</translation>
    </message>
    <message>
        <source>exercises[%1].kind %2 is not accepted; it takes &quot;channels&quot;, &quot;holdings&quot; or &quot;time&quot;</source>
        <translation>exercises[%1].kind %2 není přípustné; očekává &quot;channels&quot;, &quot;holdings&quot; nebo &quot;time&quot;</translation>
    </message>
    <message>
        <source>exercises[%1].node %2 is not accepted; a &quot;holdings&quot; question takes the processor it asks about, a whole number from 0</source>
        <translation>exercises[%1].node %2 není přípustné; otázka &quot;holdings&quot; očekává procesor, na který se ptá, celé číslo od 0</translation>
    </message>
    <message>
        <source>exercises[%1].node means nothing for a &quot;%2&quot; question; give it for &quot;holdings&quot; only</source>
        <translation>exercises[%1].node nemá pro otázku &quot;%2&quot; význam; zadávejte ho jen u &quot;holdings&quot;</translation>
    </message>
    <message>
        <source>exercises[%1].node %2 is not a processor of %3; it takes 0 to %4</source>
        <translation>exercises[%1].node %2 není procesor sítě %3; očekává 0 až %4</translation>
    </message>
</context>
<context>
    <name>collviz::core::hamiltonian</name>
    <message>
        <source>link-disjoint Hamiltonian cycles are built for 2D and 3D tori with every side &gt;= 3 (torus:5x5, torus:4x6, torus:7x5, torus:3x4x5, ...), not %1</source>
        <translation>linkově disjunktní hamiltonovské kružnice se sestavují pro 2D a 3D toroidy se všemi stranami &gt;= 3 (torus:5x5, torus:4x6, torus:7x5, torus:3x4x5, ...), ne %1</translation>
    </message>
    <message>
        <source>the search for %1 link-disjoint Hamiltonian cycles of %2 stopped at its work limit (%3 million squares examined, on a 2D torus about 3 N times its longest side); it finishes on tori such as torus:256x256, torus:100x300, torus:3x3000 and torus:25x25x25</source>
        <translation>hledání %1 linkově disjunktních hamiltonovských kružnic na %2 se zastavilo na limitu práce (prozkoumáno %3 milionů čtverců, na 2D toroidu asi 3 N krát jeho nejdelší strana); doběhne na toroidech jako torus:256x256, torus:100x300, torus:3x3000 a torus:25x25x25</translation>
    </message>
</context>
<context>
    <name>collviz::core::msccl</name>
    <message>
        <source>%1: element &lt;%2&gt; is not accepted there; it takes &lt;%3&gt;</source>
        <translation>%1: element &lt;%2&gt; zde není přípustný; očekává &lt;%3&gt;</translation>
    </message>
    <message>
        <source>the GPUs</source>
        <translation>počet GPU</translation>
    </message>
    <message>
        <source>the chunks a loop moves</source>
        <translation>počet úseků přesunutých v jedné smyčce</translation>
    </message>
    <message>
        <source>the channels</source>
        <translation>počet kanálů</translation>
    </message>
    <message>
        <source>Simple, LL or LL128</source>
        <translation>Simple, LL nebo LL128</translation>
    </message>
    <message>
        <source>allreduce, allgather, reduce_scatter or alltoall (an MSCCL broadcast or reduce names no root, and a custom collective no postcondition)</source>
        <translation>allreduce, allgather, reduce_scatter nebo alltoall (broadcast nebo reduce v MSCCL neuvádí kořen a vlastní kolektivní operace neuvádí postpodmínku)</translation>
    </message>
    <message>
        <source>a multiple of ngpus (%1) for %2</source>
        <translation>násobek ngpus (%1) pro %2</translation>
    </message>
    <message>
        <source>a GPU of the %1</source>
        <translation>jeden z %1 GPU</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>počet úseků</translation>
    </message>
    <message>
        <source>%1 (or 0): the input of %2 with nchunksperloop %3 on %4 GPUs</source>
        <translation>%1 (nebo 0): vstup operace %2 s nchunksperloop %3 na %4 GPU</translation>
    </message>
    <message>
        <source>%1 (or 0): the output of %2 with nchunksperloop %3 on %4 GPUs</source>
        <translation>%1 (nebo 0): výstup operace %2 s nchunksperloop %3 na %4 GPU</translation>
    </message>
    <message>
        <source>a thread block id</source>
        <translation>id bloku vláken</translation>
    </message>
    <message>
        <source>-1 (none) or another GPU</source>
        <translation>-1 (žádný) nebo jiný GPU</translation>
    </message>
    <message>
        <source>a channel below nchannels</source>
        <translation>kanál menší než nchannels</translation>
    </message>
    <message>
        <source>the step&apos;s place in its thread block</source>
        <translation>pořadí kroku v jeho bloku vláken</translation>
    </message>
    <message>
        <source>a chunk</source>
        <translation>úsek</translation>
    </message>
    <message>
        <source>the chunks it moves</source>
        <translation>počet úseků, které krok přesouvá</translation>
    </message>
    <message>
        <source>-1 (none) or a thread block of gpu %1</source>
        <translation>-1 (žádný) nebo blok vláken gpu %1</translation>
    </message>
    <message>
        <source>-1 (none) or a step</source>
        <translation>-1 (žádný) nebo krok</translation>
    </message>
    <message>
        <source>-1 when depid is -1</source>
        <translation>-1, když je depid -1</translation>
    </message>
    <message>
        <source>a step of tb %1</source>
        <translation>krok tb %1</translation>
    </message>
    <message>
        <source>a %1 step sends, but tb %2 has send=&quot;-1&quot;</source>
        <translation>krok typu %1 posílá, ale tb %2 má send=&quot;-1&quot;</translation>
    </message>
    <message>
        <source>a %1 step receives, but tb %2 has recv=&quot;-1&quot;</source>
        <translation>krok typu %1 přijímá, ale tb %2 má recv=&quot;-1&quot;</translation>
    </message>
    <message>
        <source>gpu %1 is given twice; give each GPU once</source>
        <translation>gpu %1 je zadán dvakrát; zadejte každý GPU jednou</translation>
    </message>
    <message>
        <source>gpu %1: tb %2 is given twice; give each thread block once</source>
        <translation>gpu %1: tb %2 je zadán dvakrát; zadejte každý blok vláken jednou</translation>
    </message>
    <message>
        <source>gpu %1: tb %2 is missing; thread blocks are numbered 0, 1, ... without a gap, as the MSCCL runtime requires</source>
        <translation>gpu %1: tb %2 chybí; bloky vláken se číslují 0, 1, ... bez mezer, jak vyžaduje běhové prostředí MSCCL</translation>
    </message>
    <message>
        <source>input</source>
        <translation>vstupní</translation>
    </message>
    <message>
        <source>output</source>
        <translation>výstupní</translation>
    </message>
    <message>
        <source>scratch</source>
        <translation>pomocný</translation>
    </message>
    <message>
        <source>it is not XML (%1 at line %2); it takes an MSCCL &lt;algo&gt; element</source>
        <translation>není to XML (%1 na řádku %2); očekává element &lt;algo&gt; MSCCL</translation>
    </message>
    <message>
        <source>it holds no element; it takes an MSCCL &lt;algo&gt; element</source>
        <translation>neobsahuje žádný element; očekává element &lt;algo&gt; MSCCL</translation>
    </message>
    <message>
        <source>the root element &lt;%1&gt; is not accepted; an MSCCL algorithm is an &lt;algo&gt; element</source>
        <translation>kořenový element &lt;%1&gt; není přípustný; algoritmus MSCCL je element &lt;algo&gt;</translation>
    </message>
    <message>
        <source>it is not well-formed XML (%1 at line %2)</source>
        <translation>není to správně utvořené XML (%1 na řádku %2)</translation>
    </message>
    <message>
        <source>gpu %1 is missing; an algorithm of ngpus=&quot;%2&quot; has gpus 0..%3</source>
        <translation>gpu %1 chybí; algoritmus s ngpus=&quot;%2&quot; má gpu 0..%3</translation>
    </message>
    <message>
        <source>gpu %1, tb %2, step %3</source>
        <translation>gpu %1, tb %2, krok %3</translation>
    </message>
    <message>
        <source>%1 writes %2 chunk %3 of gpu %4, which %5 writes too, without waiting for that step (a race: the MSCCL runtime may run them in either order)</source>
        <translation>%1 zapisuje %2 úsek %3 na gpu %4, který zapisuje i %5, aniž by na tento krok čekal (souběh: běhové prostředí MSCCL je může provést v libovolném pořadí)</translation>
    </message>
    <message>
        <source>%1 overwrites %2 chunk %3 of gpu %4, which %5 reads, without waiting for that step (a race: the MSCCL runtime may run them in either order)</source>
        <translation>%1 přepisuje %2 úsek %3 na gpu %4, který čte %5, aniž by na tento krok čekal (souběh: běhové prostředí MSCCL je může provést v libovolném pořadí)</translation>
    </message>
    <message>
        <source>network %1 has %2 processors, but the MSCCL algorithm %3 runs on ngpus=&quot;%4&quot;; choose a network of %4 processors</source>
        <translation>síť %1 má %2 procesorů, ale algoritmus MSCCL %3 běží na ngpus=&quot;%4&quot;; zvolte síť s %4 procesory</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n další</numerusform>
            <numerusform>%n další</numerusform>
            <numerusform>%n dalších</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of %2: %n transfer(s) of the MSCCL algorithm&apos;s steps: %3.</source>
        <translation>
            <numerusform>Kolo %1 z %2: %n přenos mezi kroky algoritmu MSCCL: %3.</numerusform>
            <numerusform>Kolo %1 z %2: %n přenosy mezi kroky algoritmu MSCCL: %3.</numerusform>
            <numerusform>Kolo %1 z %2: %n přenosů mezi kroky algoritmu MSCCL: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>čtení bylo zrušeno</translation>
    </message>
    <message>
        <source>round %1 has a transfer from vertex %2 to vertex %3, but an MSCCL step goes from one GPU to another, both processors</source>
        <translation>kolo %1 má přenos z vrcholu %2 do vrcholu %3, ale krok MSCCL vede z jednoho GPU do jiného, přičemž oba jsou procesory</translation>
    </message>
    <message>
        <source>round %1 has a transfer from GPU %2 to GPU %3 that carries no data, which no MSCCL step can say</source>
        <translation>kolo %1 má přenos z GPU %2 do GPU %3, který nenese žádná data, což žádný krok MSCCL nedokáže vyjádřit</translation>
    </message>
    <message>
        <source>round %1 sends %2 chunks from GPU %3 to GPU %4 in one message, but the MSCCL runtime takes at most %5 chunks in a step</source>
        <translation>kolo %1 posílá z GPU %3 do GPU %4 v jedné zprávě %2 úseků, ale běhové prostředí MSCCL přijme v jednom kroku nejvýše %5 úseků</translation>
    </message>
    <message>
        <source>in round %1 GPU %2 sends packet %3, which it does not hold</source>
        <translation>v kole %1 posílá GPU %2 paket %3, který nemá</translation>
    </message>
    <message>
        <source>round %1 adds partial sums at vertex %2, which is no GPU</source>
        <translation>kolo %1 sčítá částečné součty ve vrcholu %2, který není GPU</translation>
    </message>
    <message>
        <source>in round %1 GPU %2 adds packet %3, which it does not hold</source>
        <translation>v kole %1 přičítá GPU %2 paket %3, který nemá</translation>
    </message>
    <message>
        <source>GPU %1 needs %2 thread blocks, but the MSCCL runtime runs at most %3</source>
        <translation>GPU %1 potřebuje %2 bloků vláken, ale běhové prostředí MSCCL jich spustí nejvýše %3</translation>
    </message>
    <message>
        <source>a thread block of GPU %1 needs %2 steps, but the MSCCL runtime runs at most %3 in one</source>
        <translation>blok vláken GPU %1 potřebuje %2 kroků, ale běhové prostředí MSCCL jich v jednom bloku provede nejvýše %3</translation>
    </message>
    <message>
        <source>GPU %1 needs channel %2, but the MSCCL runtime has channels 0 to %3</source>
        <translation>GPU %1 potřebuje kanál %2, ale běhové prostředí MSCCL má kanály 0 až %3</translation>
    </message>
    <message>
        <source>GPU %1 sends to or receives from %2 GPUs on one channel, but the MSCCL runtime takes at most %3 a channel</source>
        <translation>GPU %1 na jednom kanálu posílá %2 GPU nebo od nich přijímá, ale běhové prostředí MSCCL jich na jeden kanál připouští nejvýše %3</translation>
    </message>
    <message>
        <source>GPU %1 needs %2 XML elements (the algo, the gpus, its thread blocks and steps), but the MSCCL runtime reads at most %3 for one GPU</source>
        <translation>GPU %1 potřebuje %2 elementů XML (algo, gpu, své bloky vláken a kroky), ale běhové prostředí MSCCL pro jeden GPU přečte nejvýše %3</translation>
    </message>
    <message>
        <source>there is no run to write as an MSCCL algorithm</source>
        <translation>není žádný běh, který by šlo zapsat jako algoritmus MSCCL</translation>
    </message>
    <message>
        <source>MSCCL has no collective for %1: it runs allreduce, allgather, reduce-scatter and alltoall</source>
        <translation>MSCCL nemá kolektivní operaci pro %1: provádí allreduce, allgather, reduce-scatter a alltoall</translation>
    </message>
    <message numerus="yes">
        <source>MSCCL has no barrier between rounds: %n transfer(s) of this run wait for nothing in the round before (the first in round %1, GPU %2 to GPU %3), and the MSCCL runtime starts them as soon as their data is there</source>
        <translation>
            <numerusform>MSCCL nemá mezi koly bariéru: %n přenos tohoto běhu v předchozím kole na nic nečeká (v kole %1, GPU %2 do GPU %3) a běhové prostředí MSCCL ho spustí, jakmile jsou jeho data k dispozici</numerusform>
            <numerusform>MSCCL nemá mezi koly bariéru: %n přenosy tohoto běhu v předchozím kole na nic nečekají (první v kole %1, GPU %2 do GPU %3) a běhové prostředí MSCCL je spustí, jakmile jsou jejich data k dispozici</numerusform>
            <numerusform>MSCCL nemá mezi koly bariéru: %n přenosů tohoto běhu v předchozím kole na nic nečeká (první v kole %1, GPU %2 do GPU %3) a běhové prostředí MSCCL je spustí, jakmile jsou jejich data k dispozici</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; read back, the file keeps the run&apos;s %2 rounds and time %3 (some transfers in earlier rounds)</source>
        <translation>%1; načtený zpět soubor zachová %2 kol a čas %3 běhu (některé přenosy v dřívějších kolech)</translation>
    </message>
    <message>
        <source>%1; read back, the file takes %2 rounds and time %3 (the run: %4 rounds, time %5)</source>
        <translation>%1; načtený zpět soubor trvá %2 kol a čas %3 (běh: %4 kol, čas %5)</translation>
    </message>
    <message>
        <source>%1, and breaks the model %2 in round %3: %4</source>
        <translation>%1 a v kole %3 porušuje model %2: %4</translation>
    </message>
</context>
<context>
    <name>collviz::core::msccl::Attributes</name>
    <message>
        <source>attribute %1 is not part of MSCCL&apos;s &lt;%2&gt;; it takes %3</source>
        <translation>atribut %1 není součástí &lt;%2&gt; v MSCCL; očekává %3</translation>
    </message>
    <message>
        <source>attribute %1 is missing</source>
        <translation>atribut %1 chybí</translation>
    </message>
    <message>
        <source>%1, a whole number %2..%3</source>
        <translation>%1, celé číslo %2..%3</translation>
    </message>
    <message>
        <source>a number of bytes &gt;= 0</source>
        <translation>počet bajtů &gt;= 0</translation>
    </message>
    <message>
        <source>0 or 1</source>
        <translation>0 nebo 1</translation>
    </message>
    <message>
        <source>i, o or s (input, output, scratch)</source>
        <translation>i, o nebo s (vstupní, výstupní, pomocný)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not accepted; it takes %3</source>
        <translation>%1 &quot;%2&quot; není přípustné; očekává %3</translation>
    </message>
</context>
<context>
    <name>collviz::core::msccl::Interpreter</name>
    <message>
        <source>%1: depid %2 is not accepted; gpu %3 has thread blocks 0..%4</source>
        <translation>%1: depid %2 není přípustné; gpu %3 má bloky vláken 0..%4</translation>
    </message>
    <message>
        <source>%1: deps %2 is not accepted; tb %3 of gpu %4 has steps 0..%5</source>
        <translation>%1: deps %2 není přípustné; tb %3 na gpu %4 má kroky 0..%5</translation>
    </message>
    <message>
        <source>%1 waits for tb %2 step %3, which never signals: no step of tb %2 from %3 on has hasdep=&quot;1&quot;, so the MSCCL runtime would wait for ever</source>
        <translation>%1 čeká na tb %2 krok %3, který nikdy nedá signál: žádný krok tb %2 od kroku %3 dál nemá hasdep=&quot;1&quot;, takže běhové prostředí MSCCL by čekalo navždy</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>čtení bylo zrušeno</translation>
    </message>
    <message>
        <source>gpu %1: tbs %2 and %3 both send to gpu %4 on channel %5; MSCCL runs one thread block per peer, direction and channel</source>
        <translation>gpu %1: tb %2 a %3 oba posílají na gpu %4 po kanálu %5; MSCCL spouští jeden blok vláken na protějšek, směr a kanál</translation>
    </message>
    <message>
        <source>gpu %1: tbs %2 and %3 both receive from gpu %4 on channel %5; MSCCL runs one thread block per peer, direction and channel</source>
        <translation>gpu %1: tb %2 a %3 oba přijímají z gpu %4 po kanálu %5; MSCCL spouští jeden blok vláken na protějšek, směr a kanál</translation>
    </message>
    <message>
        <source>%1 receives %2 chunks from %3, which sends %4; a send and its receive move as many chunks</source>
        <translation>%1 přijímá od %3 počet úseků %2, ale %3 posílá %4; odeslání a jeho příjem přesouvají stejný počet úseků</translation>
    </message>
    <message>
        <source>%1 sends to gpu %2 on channel %3, but no receive matches it: gpu %2 receives %4 message(s) from gpu %5 on that channel, and this is send %6</source>
        <translation>%1 posílá na gpu %2 po kanálu %3, ale neodpovídá mu žádný příjem: gpu %2 na tomto kanálu přijímá od gpu %5 zprávy v počtu %4 a toto je odeslání č. %6</translation>
    </message>
    <message>
        <source>%1 receives from gpu %2 on channel %3, but no send matches it: gpu %2 sends %4 message(s) to gpu %5 on that channel, and this is receive %6</source>
        <translation>%1 přijímá z gpu %2 po kanálu %3, ale neodpovídá mu žádné odeslání: gpu %2 na tomto kanálu posílá gpu %5 zprávy v počtu %4 a toto je příjem č. %6</translation>
    </message>
    <message>
        <source>%1, which waits for </source>
        <translation>%1, který čeká na </translation>
    </message>
    <message>
        <source>%1 waits for itself (a deadlock): it waits for %2it</source>
        <translation>%1 čeká sám na sebe (uváznutí): čeká na %2něj</translation>
    </message>
    <message>
        <source>the %1 buffer of gpu %2 has no chunks</source>
        <translation>%1 buffer gpu %2 nemá žádné úseky</translation>
    </message>
    <message>
        <source>the %1 buffer of gpu %2 has chunks 0..%3</source>
        <translation>%1 buffer gpu %2 má úseky 0..%3</translation>
    </message>
    <message>
        <source>%1: %2 %3 with cnt %4 is not accepted; %5</source>
        <translation>%1: %2 %3 s cnt %4 není přípustné; %5</translation>
    </message>
    <message>
        <source>%1: %2 %3 is not accepted; %4</source>
        <translation>%1: %2 %3 není přípustné; %4</translation>
    </message>
    <message>
        <source>%1 reads %2 chunk %3 of gpu %4 before any step it waits for writes it</source>
        <translation>%1 čte %2 úsek %3 na gpu %4 dřív, než ho zapíše kterýkoli krok, na který čeká</translation>
    </message>
    <message>
        <source>%1 reads %2 chunk %3 of gpu %4, which %5 writes, without waiting for that step (a race: the MSCCL runtime may run them in either order)</source>
        <translation>%1 čte %2 úsek %3 na gpu %4, který zapisuje %5, aniž by na tento krok čekal (souběh: běhové prostředí MSCCL je může provést v libovolném pořadí)</translation>
    </message>
    <message>
        <source>%1 reads %2 chunk %3 of gpu %4 before it is there: %5 puts it there in round %6, and step %7 does not wait for that</source>
        <translation>%1 čte %2 úsek %3 na gpu %4 dřív, než tam je: %5 ho tam uloží v kole %6 a krok %7 na to nečeká</translation>
    </message>
    <message>
        <source>%1 adds %2 to %3; a reduction adds up one chunk of every GPU&apos;s input</source>
        <translation>%1 sčítá %2 a %3; redukce sčítá jeden úsek ze vstupu každého GPU</translation>
    </message>
    <message>
        <source>%1 adds gpu %2&apos;s contribution to chunk %3 twice: it adds %4 to %5</source>
        <translation>%1 přičítá příspěvek gpu %2 k úseku %3 dvakrát: sčítá %4 a %5</translation>
    </message>
    <message>
        <source>gpu %1&apos;s input chunk %2</source>
        <translation>vstupní úsek %2 gpu %1</translation>
    </message>
    <message>
        <source>the sum of chunk %1 over gpus %2</source>
        <translation>součet úseku %1 přes gpu %2</translation>
    </message>
    <message>
        <source>there from the start</source>
        <translation>přítomný od začátku</translation>
    </message>
    <message>
        <source>written by tb %1 step %2</source>
        <translation>zapsaný v tb %1 krokem %2</translation>
    </message>
    <message>
        <source>%1 is a %2 step, which adds chunks up, but %3 adds nothing up</source>
        <translation>%1 je krok typu %2, který sčítá úseky, ale %3 nic nesčítá</translation>
    </message>
    <message>
        <source>%1 sends gpu %2&apos;s input chunk %3, which alltoall keeps at gpu %2 (it is gpu %2&apos;s own)</source>
        <translation>%1 posílá vstupní úsek %3 gpu %2, který alltoall ponechává na gpu %2 (patří samotnému gpu %2)</translation>
    </message>
    <message>
        <source>gpu %1 tb %2 step %3 to gpu %4 tb %5 step %6</source>
        <translation>gpu %1 tb %2 krok %3 do gpu %4 tb %5 krok %6</translation>
    </message>
    <message>
        <source>gpu %1&apos;s output chunk %2 holds nothing; %3 wants %4 there</source>
        <translation>výstupní úsek %2 gpu %1 nic neobsahuje; %3 tam vyžaduje %4</translation>
    </message>
    <message>
        <source>gpu %1&apos;s output chunk %2 holds %3, %4; %5 wants %6 there (gpu %7&apos;s contribution is missing)</source>
        <translation>výstupní úsek %2 gpu %1 obsahuje %3, %4; %5 tam vyžaduje %6 (chybí příspěvek gpu %7)</translation>
    </message>
    <message>
        <source>gpu %1&apos;s output chunk %2 holds %3, %4; %5 wants %6 there</source>
        <translation>výstupní úsek %2 gpu %1 obsahuje %3, %4; %5 tam vyžaduje %6</translation>
    </message>
</context>
<context>
    <name>collviz::core::paje</name>
    <message>
        <source>it records no MPI collective: no rank is ever in %1 (smpirun -trace records each MPI call as a state of its rank)</source>
        <translation>nezaznamenává žádnou kolektivní operaci MPI: žádný rank se nikdy nenachází v %1 (smpirun -trace zaznamenává každé volání MPI jako stav jeho ranku)</translation>
    </message>
    <message>
        <source>it records %1 collectives (%2); CollViz reads a trace of one collective call</source>
        <translation>zaznamenává kolektivní operace v počtu %1 (%2); CollViz čte záznam jediného volání kolektivní operace</translation>
    </message>
    <message>
        <source>its collective is %1, which CollViz does not read from traces; it reads %2, whose messages carry whole blocks (a reduction&apos;s partial sums do not show in a trace)</source>
        <translation>jeho kolektivní operace je %1, kterou CollViz ze záznamů nečte; čte %2, jejichž zprávy nesou celé bloky (částečné součty redukce se v záznamu neprojeví)</translation>
    </message>
    <message>
        <source>%1 never calls %2; every rank takes part in a collective</source>
        <translation>%1 nikdy nevolá %2; na kolektivní operaci se podílí každý rank</translation>
    </message>
    <message>
        <source>%1 calls %2 %3 times; CollViz reads a trace of one collective call</source>
        <translation>%1 volá %2 %3krát; CollViz čte záznam jediného volání kolektivní operace</translation>
    </message>
    <message>
        <source>link %1 from %2 to %3</source>
        <translation>spojení %1 z %2 do %3</translation>
    </message>
    <message>
        <source>%1 goes from a rank to itself; a message goes from one rank to another</source>
        <translation>%1 vede z ranku do sebe sama; zpráva vede z jednoho ranku do jiného</translation>
    </message>
    <message>
        <source>no rank sends a message during %1 (record the collective&apos;s own messages with --cfg=tracing/smpi/internals:yes)</source>
        <translation>během %1 žádný rank neposílá zprávu (vlastní zprávy kolektivní operace zaznamenáte pomocí --cfg=tracing/smpi/internals:yes)</translation>
    </message>
    <message>
        <source>%1 ranks receive and send nothing; a gather&apos;s root is the one rank that only receives</source>
        <translation>ranků, které přijímají a nic neposílají, je %1; kořen sběru je jediný rank, který pouze přijímá</translation>
    </message>
    <message>
        <source>%1 ranks send and receive nothing; the root of a %2 is the one rank that only sends</source>
        <translation>ranků, které posílají a nic nepřijímají, je %1; kořen operace %2 je jediný rank, který pouze posílá</translation>
    </message>
    <message>
        <source>%1 (at %2 s) carries nothing: %3 holds nothing that %4 lacks; CollViz reads collectives whose messages carry blocks their receivers lack</source>
        <translation>%1 (v čase %2 s) nic nenese: %3 nemá nic, co by %4 chybělo; CollViz čte kolektivní operace, jejichž zprávy nesou bloky, které jejich příjemcům chybějí</translation>
    </message>
    <message>
        <source>Round %1 of %2 in the trace: %3 message(s).</source>
        <translation>Kolo %1 operace %2 v záznamu: počet zpráv %3.</translation>
    </message>
    <message>
        <source>it has %1 ranks, but %2 has %3 processors; choose a network of %1 processors (such as complete:%1 or switch:%1)</source>
        <translation>má %1 ranků, ale %2 má %3 procesorů; zvolte síť s %1 procesory (například complete:%1 nebo switch:%1)</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>čtení bylo zrušeno</translation>
    </message>
    <message>
        <source>this CollViz was built without libpaje, so it cannot read Paje traces</source>
        <translation>tato verze CollViz byla sestavena bez libpaje, takže záznamy Paje číst neumí</translation>
    </message>
    <message>
        <source>its definition of %1 ending on line %2 lacks a field that %1 needs (Paje&apos;s Time, Type, Container, Value, Key and the like)</source>
        <translation>jeho definici %1 končící na řádku %2 chybí pole, které %1 potřebuje (v Paje Time, Type, Container, Value, Key a podobně)</translation>
    </message>
    <message>
        <source>a temporary file for libpaje could not be written (%1)</source>
        <translation>nepodařilo se zapsat dočasný soubor pro libpaje (%1)</translation>
    </message>
    <message>
        <source>a link has only one of its ends (%1); every PajeStartLink needs its PajeEndLink with the same key</source>
        <translation>spojení má jen jeden ze svých konců (%1); každý PajeStartLink potřebuje svůj PajeEndLink se stejným klíčem</translation>
    </message>
    <message>
        <source>libpaje cannot read it: %1</source>
        <translation>libpaje ho nedokáže přečíst: %1</translation>
    </message>
</context>
<context>
    <name>collviz::core::paje::Collector</name>
    <message>
        <source>it has no rank containers; it takes the containers rank-0, rank-1, ... that SMPI writes for the ranks of an MPI program</source>
        <translation>nemá žádné kontejnery ranků; očekává kontejnery rank-0, rank-1, ..., které SMPI zapisuje pro ranky programu MPI</translation>
    </message>
    <message>
        <source>its rank containers are not numbered 0 .. %1 (rank-%2 is missing); each rank takes one container rank-K</source>
        <translation>jeho kontejnery ranků nejsou číslovány 0 .. %1 (chybí rank-%2); každý rank má jeden kontejner rank-K</translation>
    </message>
</context>
<context>
    <name>collviz::core::report</name>
    <message>
        <source>rounds:       </source>
        <translation>kola:         </translation>
    </message>
    <message>
        <source>   (source: </source>
        <translation>   (zdroj: </translation>
    </message>
    <message>
        <source>time:         </source>
        <translation>čas:          </translation>
    </message>
    <message>
        <source>formula:      </source>
        <translation>vzorec:       </translation>
    </message>
    <message>
        <source>              differs because </source>
        <translation>              liší se, protože </translation>
    </message>
    <message>
        <source>lower bound:  </source>
        <translation>dolní mez:    </translation>
    </message>
    <message>
        <source>max link load: </source>
        <translation>max. zatížení linky: </translation>
    </message>
    <message>
        <source>  (contention)</source>
        <translation>  (soupeření)</translation>
    </message>
    <message>
        <source>delivered:    </source>
        <translation>doručeno:     </translation>
    </message>
    <message>
        <source>verified:     </source>
        <translation>ověřeno:      </translation>
    </message>
    <message>
        <source>violations:   </source>
        <translation>porušení:     </translation>
    </message>
    <message>
        <source> more</source>
        <translation> dalších</translation>
    </message>
    <message>
        <source>operation:   </source>
        <translation>operace:     </translation>
    </message>
    <message>
        <source>topologies:  </source>
        <translation>topologie:   </translation>
    </message>
    <message>
        <source>model:       </source>
        <translation>model:       </translation>
    </message>
    <message>
        <source>source:      </source>
        <translation>zdroj:       </translation>
    </message>
    <message>
        <source>formula:     </source>
        <translation>vzorec:      </translation>
    </message>
    <message>
        <source>lower bound: </source>
        <translation>dolní mez:   </translation>
    </message>
    <message>
        <source>             (like every formula of the sources it leaves out the per-hop time t_h, which the engine charges)
</source>
        <translation>             (jako každý vzorec ze zdrojů vynechává zpoždění na skok t_h, které engine účtuje)
</translation>
    </message>
    <message>
        <source>             (for the natural model; &apos;run --model&apos; shows the bound derived for another)
</source>
        <translation>             (pro přirozený model; &apos;run --model&apos; ukáže mez odvozenou pro jiný)
</translation>
    </message>
    <message>
        <source>time / bound: </source>
        <translation>čas / mez:    </translation>
    </message>
    <message>
        <source>             (it charges the per-hop time t_h, as the engine does)
</source>
        <translation>             (účtuje zpoždění na skok t_h, stejně jako engine)
</translation>
    </message>
</context>
<context>
    <name>collviz::core::rules</name>
    <message>
        <source>channel %1→%2 already carries a message this round</source>
        <translation>kanál %1→%2 už v tomto kole nese zprávu</translation>
    </message>
    <message>
        <source>link %1–%2 already carries a message this round</source>
        <translation>linka %1–%2 už v tomto kole nese zprávu</translation>
    </message>
</context>
<context>
    <name>collviz::core::scheduledocument</name>
    <message>
        <source>&quot;sf&quot; or &quot;wh&quot;</source>
        <translation>&quot;sf&quot; nebo &quot;wh&quot;</translation>
    </message>
    <message>
        <source>&quot;all&quot; or</source>
        <translation>&quot;all&quot; nebo</translation>
    </message>
    <message>
        <source>&quot;full&quot; or &quot;half&quot;</source>
        <translation>&quot;full&quot; nebo &quot;half&quot;</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>objekt JSON</translation>
    </message>
    <message>
        <source>a tag</source>
        <translation>značka</translation>
    </message>
    <message>
        <source>a packet object {&quot;id&quot;, &quot;origin&quot;, &quot;dest&quot;, &quot;size&quot;}</source>
        <translation>objekt paketu {&quot;id&quot;, &quot;origin&quot;, &quot;dest&quot;, &quot;size&quot;}</translation>
    </message>
    <message>
        <source>a processor</source>
        <translation>procesor</translation>
    </message>
    <message>
        <source>a packet id</source>
        <translation>id paketu</translation>
    </message>
    <message>
        <source>a reduction item</source>
        <translation>položka redukce</translation>
    </message>
    <message>
        <source>it is not a JSON object (%1 at offset %2); it takes one collviz-schedule/1 document, as &apos;collviz-cli run --format json&apos; writes</source>
        <translation>není to objekt JSON (%1 na pozici %2); očekává jeden dokument collviz-schedule/1, jak jej zapisuje &apos;collviz-cli run --format json&apos;</translation>
    </message>
    <message>
        <source>another JSON value</source>
        <translation>jiná hodnota JSON</translation>
    </message>
    <message>
        <source>format %1 is not accepted; it takes &quot;collviz-schedule/1&quot; (a newer CollViz may have written this file)</source>
        <translation>formát %1 není přípustný; očekává &quot;collviz-schedule/1&quot; (tento soubor mohla zapsat novější verze CollViz)</translation>
    </message>
    <message>
        <source>operation %1 is not accepted; %2 performs &quot;%3&quot;</source>
        <translation>operace %1 není přípustná; %2 provádí &quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1, the vertices of %2</source>
        <translation>%1, vrcholy %2</translation>
    </message>
    <message>
        <source>a shift distance</source>
        <translation>vzdálenost posunu</translation>
    </message>
    <message>
        <source>0 here (no shift)</source>
        <translation>zde 0 (bez posunu)</translation>
    </message>
    <message>
        <source>%1 on %2 needs more memory than this process can still get; choose a smaller topology</source>
        <translation>%1 na %2 potřebuje více paměti, než tento proces ještě může získat; zvolte menší topologii</translation>
    </message>
    <message>
        <source>params.order is not the ring order %1 uses on %2</source>
        <translation>params.order není pořadí na kruhu, které %1 používá na %2</translation>
    </message>
    <message>
        <source>packets has %1 entries; %2 on %3 starts with %4 packets</source>
        <translation>packets má %1 položek; %2 na %3 začíná s %4 pakety</translation>
    </message>
    <message>
        <source>%1, the packet&apos;s index in the list</source>
        <translation>%1, index paketu v seznamu</translation>
    </message>
    <message>
        <source>%1 is not what %2 on %3 starts with: %4</source>
        <translation>%1 není to, čím %2 na %3 začíná: %4</translation>
    </message>
    <message>
        <source>initial has %1 buffers; it takes one per vertex of %2 (%3)</source>
        <translation>initial má %1 bufferů; očekává jeden na každý vrchol %2 (%3)</translation>
    </message>
    <message>
        <source>%1 is not what vertex %2 holds at the start of %3</source>
        <translation>%1 není to, co vrchol %2 drží na začátku %3</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>čtení bylo zrušeno</translation>
    </message>
    <message>
        <source>a round object {&quot;transfers&quot;: [...]}</source>
        <translation>objekt kola {&quot;transfers&quot;: [...]}</translation>
    </message>
    <message>
        <source>a transfer object {&quot;src&quot;, &quot;dst&quot;, &quot;path&quot;, &quot;packets&quot;}</source>
        <translation>objekt přenosu {&quot;src&quot;, &quot;dst&quot;, &quot;path&quot;, &quot;packets&quot;}</translation>
    </message>
    <message>
        <source>a vertex of %1</source>
        <translation>vrchol %1</translation>
    </message>
    <message>
        <source>%1 is empty; a transfer carries at least one packet</source>
        <translation>%1 je prázdné; přenos nese alespoň jeden paket</translation>
    </message>
    <message>
        <source>a combine object {&quot;node&quot;, &quot;inputs&quot;, &quot;output&quot;}</source>
        <translation>objekt kombinace {&quot;node&quot;, &quot;inputs&quot;, &quot;output&quot;}</translation>
    </message>
    <message>
        <source>a packet that exists before this combine</source>
        <translation>paket, který existuje před touto kombinací</translation>
    </message>
    <message>
        <source>%1 is empty; a combine adds up at least one partial sum</source>
        <translation>%1 je prázdné; kombinace sčítá alespoň jeden částečný součet</translation>
    </message>
    <message>
        <source>%1 adds up packets that are not partial sums of one item</source>
        <translation>%1 sčítá pakety, které nejsou částečnými součty jedné položky</translation>
    </message>
    <message>
        <source>%1, the next packet id</source>
        <translation>%1, další id paketu</translation>
    </message>
    <message>
        <source>packets[%1] is not the partial sum that %2 makes: %3</source>
        <translation>packets[%1] není částečný součet, který vytváří %2: %3</translation>
    </message>
    <message>
        <source>a JSON string</source>
        <translation>řetězec JSON</translation>
    </message>
    <message>
        <source>packets has %1 entries, but the initial packets and the combines make %2</source>
        <translation>packets má %1 položek, ale počáteční pakety a kombinace jich tvoří %2</translation>
    </message>
    <message>
        <source>packets[%1].contributors is not what %2 starts with</source>
        <translation>packets[%1].contributors není to, čím %2 začíná</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is given twice; give it once</source>
        <translation>člen &apos;%1&apos; je zadán dvakrát; zadejte jej jednou</translation>
    </message>
    <message>
        <source>%1 names packet %2 more than once; a transfer carries each packet once</source>
        <translation>%1 uvádí paket %2 vícekrát; přenos nese každý paket jednou</translation>
    </message>
    <message>
        <source>operation %1 is not accepted; it takes one of %2</source>
        <translation>operace %1 není přípustná; očekává jednu z %2</translation>
    </message>
    <message>
        <source>params.order lists %1 processors; it takes each of the %2 processors of %3 once</source>
        <translation>params.order uvádí %1 procesorů; očekává každý z %2 procesorů %3 jednou</translation>
    </message>
</context>
<context>
    <name>collviz::core::scheduledocument::Reader</name>
    <message>
        <source>%1 %2 is not accepted; it takes %3</source>
        <translation>%1 %2 není přípustné; očekává %3</translation>
    </message>
    <message>
        <source>%1 is missing; it takes %2</source>
        <translation>%1 chybí; očekává %2</translation>
    </message>
    <message>
        <source>%1 is not part of %2; accepted: %3</source>
        <translation>%1 není součástí %2; přípustné: %3</translation>
    </message>
    <message>
        <source>a schedule document</source>
        <translation>dokument rozvrhu</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>objekt JSON</translation>
    </message>
    <message>
        <source>a JSON array</source>
        <translation>pole JSON</translation>
    </message>
    <message>
        <source>a JSON string</source>
        <translation>řetězec JSON</translation>
    </message>
    <message>
        <source>a non-empty JSON string</source>
        <translation>neprázdný řetězec JSON</translation>
    </message>
    <message>
        <source>%1, a whole number %2..%3</source>
        <translation>%1, celé číslo %2..%3</translation>
    </message>
    <message>
        <source>a JSON number &gt; 0 and at most 1e12</source>
        <translation>číslo JSON &gt; 0 a nejvýše 1e12</translation>
    </message>
    <message>
        <source>a JSON number &gt;= 0 and at most 1e12</source>
        <translation>číslo JSON &gt;= 0 a nejvýše 1e12</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true nebo false</translation>
    </message>
</context>
<context>
    <name>collviz::core::simgrid</name>
    <message>
        <source>there is no timed run to export for SimGrid</source>
        <translation>pro SimGrid není k dispozici žádný časovaný běh</translation>
    </message>
    <message>
        <source>SimGrid links need a finite bandwidth, 1/t_w, so t_w = 0 cannot be replayed; give --tw above 0</source>
        <translation>Linky SimGrid potřebují konečnou šířku pásma 1/t_w, takže t_w = 0 nelze přehrát; zadejte --tw větší než 0</translation>
    </message>
    <message>
        <source>round %1 has a transfer from %2 to %3 that the engine could not time (its path is no walk between processors), so SimGrid cannot replay it</source>
        <translation>kolo %1 má přenos z %2 do %3, který jádro nedokázalo časovat (jeho cesta není sledem mezi procesory), takže ho SimGrid nemůže přehrát</translation>
    </message>
    <message>
        <source>SimGrid&apos;s messages are flows that occupy their whole route at once, so store-and-forward messages over several hops (round %1: %2 to %3, %4 hops) cannot be replayed; export the same schedule as a wormhole what-if (--model wh) or choose one whose transfers go to neighbours</source>
        <translation>Zprávy SimGrid jsou toky, které obsadí celou trasu naráz, takže zprávy přepínání s mezipamětí přes více skoků (kolo %1: %2 do %3, %4 skoků) nelze přehrát; exportujte týž rozvrh jako co-kdyby s červím přepínáním (--model wh) nebo zvolte rozvrh, jehož přenosy jdou k sousedům</translation>
    </message>
    <message>
        <source>a SimGrid platform has one route per pair of hosts, but the schedule sends from %1 to %2 along two different paths (rounds %3 and %4)</source>
        <translation>platforma SimGrid má pro každou dvojici hostitelů jednu trasu, ale rozvrh posílá z %1 do %2 po dvou různých cestách (kola %3 a %4)</translation>
    </message>
    <message>
        <source>cannot write the SimGrid files into &apos;%1&apos;: it is a file, not a directory</source>
        <translation>soubory SimGrid nelze zapsat do „%1“: je to soubor, ne adresář</translation>
    </message>
    <message>
        <source>cannot create the directory &apos;%1&apos;</source>
        <translation>adresář „%1“ nelze vytvořit</translation>
    </message>
    <message>
        <source>cannot write into the directory &apos;%1&apos; (%2)</source>
        <translation>do adresáře &apos;%1&apos; nelze zapisovat (%2)</translation>
    </message>
    <message>
        <source>cannot write the SimGrid files into &apos;%1&apos; (%2); the files there before are unchanged</source>
        <translation>soubory SimGrid nelze zapsat do &apos;%1&apos; (%2); dřívější soubory zůstaly beze změny</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;</source>
        <translation>nelze zapsat &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no name of a SimGrid implementation: SMPI&apos;s names are letters, digits and &apos;_&apos;, such as bruck, binomial_tree or NTSLR</source>
        <translation>&apos;%1&apos; není název implementace v SimGridu: názvy SMPI se skládají z písmen, číslic a &apos;_&apos;, např. bruck, binomial_tree nebo NTSLR</translation>
    </message>
    <message>
        <source>SimGrid&apos;s replay runs its own implementations of broadcast, reduce, allgather, alltoall and allreduce only, not of %1</source>
        <translation>Přehrávání v SimGridu spouští vlastní implementace jen pro broadcast, reduce, allgather, alltoall a allreduce, ne pro %1</translation>
    </message>
    <message>
        <source>SimGrid&apos;s replay of a reduction charges no time for combining, so its implementations can only be compared at t_c = 0, not at t_c = %1</source>
        <translation>Přehrávání redukce v SimGridu neúčtuje za kombinování žádný čas, takže jeho implementace lze porovnávat jen při t_c = 0, ne při t_c = %1</translation>
    </message>
    <message>
        <source>SimGrid&apos;s messages are flows that occupy their whole route at once, so its implementations cannot run store-and-forward over routes of several hops (%1 to %2: %3 hops); compare under wormhole routing (--model wh)</source>
        <translation>Zprávy SimGrid jsou toky, které obsadí celou trasu naráz, takže jeho implementace nemohou běžet s přepínáním s mezipamětí po trasách přes více skoků (%1 do %2: %3 skoků); porovnávejte při červím přepínání (--model wh)</translation>
    </message>
    <message>
        <source>m = %1 words make %2 bytes per block, which SimGrid&apos;s implementations cannot count (from 1 to %3 bytes for all %4 processors); choose a smaller m</source>
        <translation>m = %1 slov dává %2 bajtů na blok, což implementace SimGridu nedokážou započítat (od 1 do %3 bajtů pro všech %4 procesorů); zvolte menší m</translation>
    </message>
    <message>
        <source>the replay for SimGrid charges no time for combining, so a reduction with t_c = %1 cannot be replayed; give --tc 0</source>
        <translation>přehrávání pro SimGrid neúčtuje za kombinování žádný čas, takže redukci s t_c = %1 nelze přehrát; zadejte --tc 0</translation>
    </message>
</context>
<context>
    <name>collviz::core::tadt</name>
    <message>
        <source>arc %1 is not a link of the topology in that direction at a level &gt;= 1</source>
        <translation>hrana %1 není linkou topologie v tomto směru na úrovni &gt;= 1</translation>
    </message>
    <message>
        <source>arc %1 leaves a node the tree has not reached before that level</source>
        <translation>hrana %1 vychází z uzlu, kterého strom před touto úrovní nedosáhl</translation>
    </message>
    <message>
        <source>arc %1 reaches a node the tree already reached</source>
        <translation>hrana %1 vede do uzlu, kterého strom již dosáhl</translation>
    </message>
    <message>
        <source>node %1 is not reached</source>
        <translation>uzel %1 není dosažen</translation>
    </message>
    <message>
        <source>two arcs of level %1 run along dimension %2, e.g. %3</source>
        <translation>dvě hrany úrovně %1 vedou podél dimenze %2, např. %3</translation>
    </message>
    <message>
        <source>two arcs of level %1 run in direction %2, e.g. %3</source>
        <translation>dvě hrany úrovně %1 vedou ve směru %2, např. %3</translation>
    </message>
    <message>
        <source>the arcs of every level run along distinct dimensions</source>
        <translation>hrany každé úrovně vedou podél různých dimenzí</translation>
    </message>
    <message>
        <source>the arcs of every level run in distinct directions</source>
        <translation>hrany každé úrovně vedou v různých směrech</translation>
    </message>
    <message>
        <source>the tree of node %1 has arc %2, which is not a link</source>
        <translation>strom uzlu %1 má hranu %2, která není linkou</translation>
    </message>
    <message>
        <source>in round %1 the trees of nodes %2 and %3 both use channel %4 -&gt; %5</source>
        <translation>v kole %1 používají stromy uzlů %2 a %3 oba kanál %4 -&gt; %5</translation>
    </message>
    <message>
        <source>%1 channel uses by the %2 translated trees in %3 rounds, no channel twice in a round</source>
        <translation>%1 použití kanálů %2 posunutými stromy v %3 kolech, žádný kanál dvakrát v jednom kole</translation>
    </message>
    <message>
        <source>Generic time-arc-disjoint tree of %1, rooted at node 0 (seed 002)
</source>
        <translation>Generický časově hranově disjunktní strom pro %1 s kořenem v uzlu 0 (seed 002)
</translation>
    </message>
    <message>
        <source>  level %1: %2
</source>
        <translation>  úroveň %1: %2
</translation>
    </message>
    <message>
        <source>Height: %1 rounds, %2 arcs
</source>
        <translation>Výška: %1 kol, %2 hran
</translation>
    </message>
    <message>
        <source>Lemma 8 bound: %1 rounds, %1 (t_s + t_w m) (ceil((N - 1)/k), k = the node degree): %2
</source>
        <translation>Mez z Lemmatu 8: %1 kol, %1 (t_s + t_w m) (ceil((N - 1)/k), k = stupeň uzlu): %2
</translation>
    </message>
    <message>
        <source>met</source>
        <translation>dosaženo</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>splněno</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>SELHALO</translation>
    </message>
    <message>
        <source>Spanning tree</source>
        <translation>Kostra</translation>
    </message>
    <message>
        <source>Lemma 11 (distinct directions per level)</source>
        <translation>Lemma 11 (různé směry na každé úrovni)</translation>
    </message>
    <message>
        <source>Corollary 10 (contention-free by translation)</source>
        <translation>Důsledek 10 (bez soupeření díky posunutí)</translation>
    </message>
    <message>
        <source>the tree spans all %1 nodes from node %2</source>
        <translation>strom pokrývá všech %1 uzlů z uzlu %2</translation>
    </message>
    <message>
        <source>the tree of node 0 has arc %1 at a level below 1</source>
        <translation>strom uzlu 0 má hranu %1 na úrovni nižší než 1</translation>
    </message>
    <message>
        <source>the tree of node %1 has arc %2 at a level below 1</source>
        <translation>strom uzlu %1 má hranu %2 na úrovni nižší než 1</translation>
    </message>
    <message>
        <source>%1 channel uses by the %2 trees in %3 rounds, no channel twice in a round</source>
        <translation>%1 použití kanálů %2 stromy v %3 kolech, žádný kanál dvakrát v jednom kole</translation>
    </message>
    <message>
        <source>seed 002&apos;s four rotations of a snake through a quarter of the torus</source>
        <translation>čtyři rotace hada čtvrtinou toroidu podle seedu 002</translation>
    </message>
    <message>
        <source>six images of a 3D snake under the rotoreflection g(x, y, z) = (-z, -x, -y), the diagonal nodes (a, a, a) three orbits a level at the end</source>
        <translation>šest obrazů 3D hada při rotačním zrcadlení g(x, y, z) = (-z, -x, -y), diagonální uzly (a, a, a) na konci po třech orbitách na úroveň</translation>
    </message>
    <message>
        <source>a generic tree found by the engine&apos;s level-by-level search</source>
        <translation>generický strom nalezený prohledáváním enginu úroveň po úrovni</translation>
    </message>
    <message>
        <source>one tree per node found jointly by the engine&apos;s round-by-round search</source>
        <translation>jeden strom na uzel, nalezené společně prohledáváním enginu kolo po kole</translation>
    </message>
    <message>
        <source>%1 is too large for the search for time-arc-disjoint trees: it %2 the work limit of %3 steps (examined arcs or packets); accepted are the sizes whose search ends within it, e.g. torus:70x70, torus:12x12x12, hypercube:11, mesh:19x19, mesh:7x7x7, linear:300 (square 2D and cube 3D tori of odd side need no search)</source>
        <translation>%1 je pro hledání časově hranově disjunktních stromů příliš velké: %2 limit práce %3 kroků (prozkoumané hrany nebo pakety); přípustné jsou velikosti, jejichž hledání v něm skončí, např. torus:70x70, torus:12x12x12, hypercube:11, mesh:19x19, mesh:7x7x7, linear:300 (čtvercové 2D a krychlové 3D toroidy s lichou stranou hledání nepotřebují)</translation>
    </message>
    <message>
        <source>ran into</source>
        <translation>narazilo na</translation>
    </message>
    <message>
        <source>would need more than</source>
        <translation>by potřebovalo více než</translation>
    </message>
    <message>
        <source>time-arc-disjoint trees are built on tori, rings, hypercubes, meshes and linear arrays, not on %1: its processors are leaves behind switches</source>
        <translation>časově hranově disjunktní stromy se sestavují na toroidech, kruzích, hyperkrychlích, mřížkách a lineárních polích, ne na %1: jeho procesory jsou listy za přepínači</translation>
    </message>
    <message>
        <source>each of the %1 trees spans all %1 nodes from its root</source>
        <translation>každý z %1 stromů pokrývá všech %1 uzlů ze svého kořene</translation>
    </message>
    <message>
        <source>does not apply: %1 is not vertex-symmetric, so every node has its own tree and Corollary 10 is checked on the trees themselves</source>
        <translation>neplatí: %1 není vrcholově symetrický, takže každý uzel má vlastní strom a Důsledek 10 se ověřuje přímo na stromech</translation>
    </message>
    <message>
        <source>Time-arc-disjoint trees of %1, one per node (seed 002; not vertex-symmetric, so no translation)
</source>
        <translation>Časově hranově disjunktní stromy pro %1, jeden na uzel (seed 002; není vrcholově symetrický, takže bez posunutí)
</translation>
    </message>
    <message>
        <source>Tree of node %1:
</source>
        <translation>Strom uzlu %1:
</translation>
    </message>
    <message>
        <source>Height: %1 rounds, %2 trees of %3 arcs
</source>
        <translation>Výška: %1 kol, %2 stromů po %3 hranách
</translation>
    </message>
    <message>
        <source>Found by: %1</source>
        <translation>Nalezeno: %1</translation>
    </message>
    <message>
        <source> (%1 steps of the limit %2; starts: %3)</source>
        <translation> (%1 kroků z limitu %2; starty: %3)</translation>
    </message>
    <message>
        <source>not met (height %1)</source>
        <translation>nedosaženo (výška %1)</translation>
    </message>
    <message>
        <source>Lemma 8 bound: %1 rounds, %1 (t_s + t_w m) (the largest ceil((N - 1)/deg v)): %2
</source>
        <translation>Mez z Lemmatu 8: %1 kol, %1 (t_s + t_w m) (největší ceil((N - 1)/deg v)): %2
</translation>
    </message>
    <message>
        <source>Spanning trees</source>
        <translation>Kostry</translation>
    </message>
    <message>
        <source>Corollary 10 (contention-free, checked on every tree)</source>
        <translation>Důsledek 10 (bez soupeření, ověřeno na každém stromu)</translation>
    </message>
    <message>
        <source>time-arc-disjoint trees are built on tori, rings, hypercubes, meshes and linear arrays, not on %1</source>
        <translation>časově hranově disjunktní stromy se sestavují na toroidech, kruzích, hyperkrychlích, mřížkách a lineárních polích, ne na %1</translation>
    </message>
</context>
<context>
    <name>collviz::core::userfiles</name>
    <message>
        <source>it is a directory</source>
        <translation>je to adresář</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, FIFO or socket)</source>
        <translation>není to běžný soubor (je to zařízení, FIFO nebo socket)</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standardní vstup</translation>
    </message>
    <message>
        <source>the %1 is named &apos;&apos;, which names no file; give a file, or - for standard input</source>
        <translation>%1 je zadán jako &apos;&apos;, což nepojmenovává žádný soubor; zadejte soubor, nebo - pro standardní vstup</translation>
    </message>
    <message>
        <source>cannot read standard input (%1)</source>
        <translation>nelze číst standardní vstup (%1)</translation>
    </message>
    <message>
        <source>cannot read %1: %2; give a regular file, or - for standard input</source>
        <translation>nelze číst %1: %2; zadejte běžný soubor, nebo - pro standardní vstup</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most CollViz reads for it</source>
        <translation>%1 je větší než %2 MiB, nejvíc, co z něj CollViz čte</translation>
    </message>
    <message>
        <source>cannot read %1 (%2)</source>
        <translation>nelze číst %1 (%2)</translation>
    </message>
    <message>
        <source>the output is named &apos;&apos;, which names no file; give a file, or - for standard output</source>
        <translation>výstup je zadán jako &apos;&apos;, což nepojmenovává žádný soubor; zadejte soubor, nebo - pro standardní výstup</translation>
    </message>
    <message>
        <source>cannot write %1: %2; only regular files and - (standard output) are written</source>
        <translation>nelze zapsat %1: %2; zapisují se jen běžné soubory a - (standardní výstup)</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>nelze zapisovat na standardní výstup</translation>
    </message>
    <message>
        <source>it was not opened</source>
        <translation>nebyl otevřen</translation>
    </message>
    <message>
        <source>cannot write %1 (%2); the file there before is unchanged</source>
        <translation>nelze zapsat %1 (%2); dřívější soubor zůstal beze změny</translation>
    </message>
    <message>
        <source>cannot write %1 (%2); nothing was written</source>
        <translation>nelze zapsat %1 (%2); nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>cannot write to standard output (%1)</source>
        <translation>nelze zapisovat na standardní výstup (%1)</translation>
    </message>
    <message>
        <source>the %1 is named &apos;&apos;, which names no file; give a file</source>
        <translation>%1 je zadán jako &apos;&apos;, což nepojmenovává žádný soubor; zadejte soubor</translation>
    </message>
    <message>
        <source>cannot read %1: %2; give a regular file</source>
        <translation>nelze číst %1: %2; zadejte běžný soubor</translation>
    </message>
</context>
<context>
    <name>collviz::views</name>
    <message>
        <source>the run has no rounds to animate</source>
        <translation>běh nemá žádná kola k animaci</translation>
    </message>
    <message>
        <source>rounds %1 to %2 are not a range of the run&apos;s rounds 1 to %3</source>
        <translation>kola %1 až %2 nejsou rozsahem kol běhu 1 až %3</translation>
    </message>
    <message>
        <source>cannot write %1: MP4 and WebM are made by the ffmpeg program, which is not installed (Debian: apt-get install ffmpeg); GIF and PNG frames need nothing else</source>
        <translation>nelze zapsat %1: MP4 a WebM vytváří program ffmpeg, který není nainstalován (Debian: apt-get install ffmpeg); snímky GIF a PNG nic dalšího nepotřebují</translation>
    </message>
    <message>
        <source>cannot write %1: a picture of %2x%3 pixels is more than CollViz paints (%4 million pixels); choose a smaller --size or --dpi</source>
        <translation>nelze zapsat %1: obrázek o %2x%3 pixelech je víc, než CollViz kreslí (%4 milionů pixelů); zvolte menší --size nebo --dpi</translation>
    </message>
    <message>
        <source>cannot write %1: there is not enough memory for a picture of %2x%3 pixels; choose a smaller --size or --dpi</source>
        <translation>nelze zapsat %1: na obrázek o %2x%3 pixelech není dost paměti; zvolte menší --size nebo --dpi</translation>
    </message>
    <message>
        <source>%1 (%2) on %3</source>
        <translation>%1 (%2) na %3</translation>
    </message>
    <message>
        <source>A schedule of %1 on %2</source>
        <translation>Rozvrh operace %1 na %2</translation>
    </message>
    <message>
        <source>cannot write %1: one page per round is written as %2 only</source>
        <translation>nelze zapsat %1: jedna stránka na kolo se zapisuje jen jako %2</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>LaTeX, booktabs (*.tex)</source>
        <translation>LaTeX, booktabs (*.tex)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>MP4 video, needs ffmpeg (*.mp4)</source>
        <translation>Video MP4, vyžaduje ffmpeg (*.mp4)</translation>
    </message>
    <message>
        <source>WebM video, needs ffmpeg (*.webm)</source>
        <translation>Video WebM, vyžaduje ffmpeg (*.webm)</translation>
    </message>
</context>
<context>
    <name>collviz::views::About</name>
    <message>
        <source>built with %1</source>
        <translation>sestaveno s %1</translation>
    </message>
    <message>
        <source>CollViz %1</source>
        <translation>CollViz %1</translation>
    </message>
    <message>
        <source>Collective communication on interconnection networks, step by step: the engine runs each algorithm round by round, checks its schedule and times it beside the source&apos;s formula.</source>
        <translation>Kolektivní komunikace v propojovacích sítích krok za krokem: engine provede každý algoritmus kolo po kole, zkontroluje jeho rozvrh a změří jeho čas vedle vzorce ze zdroje.</translation>
    </message>
    <message>
        <source>Licence: %1. CollViz is free software: you may redistribute it and modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY; the LICENSE file that comes with it has the terms.</source>
        <translation>Licence: %1. CollViz je svobodný software: smíte jej šířit a upravovat za podmínek licence GNU General Public License, verze 3 nebo (podle své volby) kterékoli pozdější verze. Je poskytován BEZ JAKÉKOLI ZÁRUKY; podmínky jsou v přiloženém souboru LICENSE.</translation>
    </message>
    <message>
        <source>The algorithms, their formulas and their tables come from five source documents:</source>
        <translation>Algoritmy, jejich vzorce a tabulky pocházejí z pěti zdrojových dokumentů:</translation>
    </message>
    <message>
        <source>Built with: %1.</source>
        <translation>Sestaveno s: %1.</translation>
    </message>
    <message>
        <source>About CollViz</source>
        <translation>O programu CollViz</translation>
    </message>
    <message>
        <source>and, for the algorithms for any number of processors and today&apos;s networks, from these papers:</source>
        <translation>a u algoritmů pro libovolný počet procesorů a dnešní sítě z těchto článků:</translation>
    </message>
</context>
<context>
    <name>collviz::views::AnimationFrames</name>
    <message>
        <source>frames per round must be 1..240 and seconds per round above 0</source>
        <translation>počet snímků na kolo musí být 1..240 a počet sekund na kolo větší než 0</translation>
    </message>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>export byl zrušen; nic nebylo zapsáno</translation>
    </message>
</context>
<context>
    <name>collviz::views::Autosave</name>
    <message>
        <source>Restore session</source>
        <translation>Obnovit relaci</translation>
    </message>
    <message>
        <source>Restore the unsaved session from %1?</source>
        <translation>Obnovit neuloženou relaci z %1?</translation>
    </message>
    <message>
        <source>CollViz did not close cleanly last time; its setup, round and views were saved automatically.</source>
        <translation>CollViz se minule neukončil správně; jeho nastavení, kolo a pohledy byly uloženy automaticky.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Obnovit</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Zahodit</translation>
    </message>
    <message>
        <source>Cannot autosave: %1</source>
        <translation>Nelze automaticky uložit: %1</translation>
    </message>
    <message>
        <source>%1 The file is kept as %2.</source>
        <translation>%1 Soubor je uschován jako %2.</translation>
    </message>
    <message>
        <source>%1 The file is kept as %2; nothing is autosaved until it is moved.</source>
        <translation>%1 Soubor je uschován jako %2; dokud nebude přesunut, nic se automaticky neukládá.</translation>
    </message>
</context>
<context>
    <name>collviz::views::BatchExport</name>
    <message>
        <source>--%1 &apos;%2&apos; is not accepted; %3</source>
        <translation>--%1 &apos;%2&apos; není přípustné; %3</translation>
    </message>
    <message>
        <source>use rounds (the per-round results) or schedule (the source&apos;s schedule table)</source>
        <translation>použijte rounds (výsledky po kolech) nebo schedule (tabulka rozvrhu ze zdroje)</translation>
    </message>
    <message>
        <source>use a round R (0 = the initial state), a range A-B with A &lt;= B, or all</source>
        <translation>použijte kolo R (0 = počáteční stav), rozsah A-B s A &lt;= B, nebo all</translation>
    </message>
    <message>
        <source>give the file to write</source>
        <translation>zadejte soubor k zápisu</translation>
    </message>
    <message>
        <source>use %1</source>
        <translation>použijte %1</translation>
    </message>
    <message>
        <source>use WxH in pixels, each 64..%1, e.g. 1200x900</source>
        <translation>použijte WxH v pixelech, každé 64..%1, např. 1200x900</translation>
    </message>
    <message>
        <source>use a whole number 24..1200 (96 = screen size)</source>
        <translation>použijte celé číslo 24..1200 (96 = velikost obrazovky)</translation>
    </message>
    <message>
        <source>use a whole number 1..240</source>
        <translation>použijte celé číslo 1..240</translation>
    </message>
    <message>
        <source>use a plain decimal number 0.05..600, e.g. 1.5</source>
        <translation>použijte prosté desetinné číslo 0.05..600, např. 1.5</translation>
    </message>
    <message>
        <source>use a plain decimal number 0..1 (no sign), e.g. 0.5</source>
        <translation>použijte prosté desetinné číslo 0..1 (bez znaménka), např. 0.5</translation>
    </message>
    <message>
        <source>use colour or mono (black and white for handouts)</source>
        <translation>použijte colour nebo mono (černobíle pro podklady)</translation>
    </message>
    <message>
        <source>--%1 is not an export option</source>
        <translation>--%1 není volba exportu</translation>
    </message>
    <message>
        <source>a name without a suffix</source>
        <translation>název bez přípony</translation>
    </message>
    <message>
        <source>export needs --out PATH, the file to write (its suffix names the format)</source>
        <translation>export potřebuje --out PATH, soubor k zápisu (jeho přípona určuje formát)</translation>
    </message>
    <message>
        <source>there is no result to export</source>
        <translation>není žádný výsledek k exportu</translation>
    </message>
    <message>
        <source>--round does not apply to a table: it lists every round</source>
        <translation>--round se na tabulku nevztahuje: ta uvádí všechna kola</translation>
    </message>
    <message>
        <source>the network is written as %1, not %2</source>
        <translation>síť se zapisuje jako %1, ne %2</translation>
    </message>
    <message>
        <source>%1 shows one round: give --round R (0 = the initial state, 1..%2)%3</source>
        <translation>%1 zobrazuje jedno kolo: zadejte --round R (0 = počáteční stav, 1..%2)%3</translation>
    </message>
    <message>
        <source>, or a range A-B or all</source>
        <translation>, nebo rozsah A-B či all</translation>
    </message>
    <message>
        <source>--round %1 is beyond the run&apos;s %2 rounds (0 = the initial state, 1..%2)</source>
        <translation>--round %1 přesahuje %2 kol běhu (0 = počáteční stav, 1..%2)</translation>
    </message>
    <message>
        <source>a TikZ figure shows one round; give --round R, or use --format beamer for all rounds</source>
        <translation>obrázek TikZ zobrazuje jedno kolo; zadejte --round R, nebo pro všechna kola použijte --format beamer</translation>
    </message>
    <message>
        <source>a Beamer file has one overlay per round of the whole run; leave out --round or give all</source>
        <translation>soubor Beamer má jeden overlay na každé kolo celého běhu; vynechte --round nebo zadejte all</translation>
    </message>
    <message>
        <source>an animation shows rounds 1..%1; round 0 is the initial state, which does not move</source>
        <translation>animace zobrazuje kola 1..%1; kolo 0 je počáteční stav, který se nehýbe</translation>
    </message>
    <message>
        <source>--format simgrid writes several files: give --out DIR, a directory</source>
        <translation>--format simgrid zapisuje více souborů: zadejte --out DIR, adresář</translation>
    </message>
    <message>
        <source>--format simgrid writes the whole run into the directory --out; leave out --what and --round</source>
        <translation>--format simgrid zapíše celý běh do adresáře --out; vynechte --what a --round</translation>
    </message>
    <message>
        <source>the cost chart is written as png, svg, pdf (the chart) or csv, latex, md (its sweep), not %1</source>
        <translation>graf nákladů se zapisuje jako png, svg, pdf (graf) nebo csv, latex, md (jeho srovnání), ne %1</translation>
    </message>
    <message>
        <source>--what %1 is written as png, svg or pdf, not %2</source>
        <translation>--what %1 se zapisuje jako png, svg nebo pdf, ne %2</translation>
    </message>
    <message>
        <source>--what %1 shows one moment: give one --round R, not a range</source>
        <translation>--what %1 ukazuje jeden okamžik: zadejte jedno --round R, ne rozsah</translation>
    </message>
    <message>
        <source>the data matrix shows one round: give --round R (0 = the initial state, 1..%1)</source>
        <translation>datová matice ukazuje jedno kolo: zadejte --round R (0 = počáteční stav, 1..%1)</translation>
    </message>
    <message>
        <source>--format %1 writes .%2 files, but --out &apos;%3&apos; ends in &apos;.%4&apos;; name the file *.%2</source>
        <translation>--format %1 zapisuje soubory .%2, ale --out &apos;%3&apos; končí na &apos;.%4&apos;; pojmenujte soubor *.%2</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2 is not a format collviz-cli writes; accepted: %3</source>
        <translation>nelze zapsat &apos;%1&apos;: %2 není formát, který collviz-cli zapisuje; přípustné: %3</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 či %2</translation>
    </message>
    <message>
        <source>or --format %1 for a .%2 file</source>
        <translation>nebo --format %1 pro soubor .%2</translation>
    </message>
    <message>
        <source>a table is written as %1, not %2</source>
        <translation>tabulka se zapisuje jako %1, ne %2</translation>
    </message>
    <message>
        <source>%1 shows one round; give --round R, or use %2 for a range of rounds</source>
        <translation>%1 zobrazuje jedno kolo; zadejte --round R, nebo pro rozsah kol použijte %2</translation>
    </message>
    <message>
        <source>the cost chart</source>
        <translation>graf nákladů</translation>
    </message>
    <message>
        <source>the TADT levels</source>
        <translation>úrovně TADT</translation>
    </message>
    <message>
        <source>the Hamiltonian cycles</source>
        <translation>hamiltonovské kružnice</translation>
    </message>
    <message>
        <source>the data matrix</source>
        <translation>datová matice</translation>
    </message>
    <message>
        <source>the time-space diagram</source>
        <translation>časoprostorový diagram</translation>
    </message>
    <message>
        <source>use network, table, %1 or %2</source>
        <translation>použijte network, table, %1 nebo %2</translation>
    </message>
    <message>
        <source>the time-space diagram is written as png, svg, pdf or tikz, not %1</source>
        <translation>časoprostorový diagram se zapisuje jako png, svg, pdf nebo tikz, ne %1</translation>
    </message>
    <message>
        <source>use the name of one of SimGrid&apos;s implementations of the operation, such as bruck, binomial_tree or rab_rdb (letters, digits and &apos;_&apos;)</source>
        <translation>použijte název jedné z implementací operace v SimGridu, např. bruck, binomial_tree nebo rab_rdb (písmena, číslice a &apos;_&apos;)</translation>
    </message>
    <message>
        <source>--simgrid-own runs SimGrid&apos;s own implementation: it goes with --format simgrid, not %1</source>
        <translation>--simgrid-own spouští vlastní implementaci SimGridu: patří k --format simgrid, ne k %1</translation>
    </message>
    <message>
        <source>--format %1 writes the whole schedule; leave out --what and --round</source>
        <translation>--format %1 zapisuje celý rozvrh; vynechte --what a --round</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: the %2 writer failed; nothing was written</source>
        <translation>nelze zapsat &apos;%1&apos;: zapisovač %2 selhal; nic nebylo zapsáno</translation>
    </message>
</context>
<context>
    <name>collviz::views::BeamerFormat</name>
    <message>
        <source>LaTeX, Beamer frame (*.tex)</source>
        <translation>LaTeX, snímek Beamer (*.tex)</translation>
    </message>
</context>
<context>
    <name>collviz::views::BreakdownChartRenderer</name>
    <message>
        <source>start-up (t_s)</source>
        <translation>startovní zpoždění (t_s)</translation>
    </message>
    <message>
        <source>bandwidth (m t_w)</source>
        <translation>šířka pásma (m t_w)</translation>
    </message>
    <message>
        <source>per hop (t_h)</source>
        <translation>na skok (t_h)</translation>
    </message>
    <message>
        <source>waiting for channels or ports</source>
        <translation>čekání na kanály nebo porty</translation>
    </message>
    <message>
        <source>time (in the units of t_s, t_w and t_h)</source>
        <translation>čas (v jednotkách t_s, t_w a t_h)</translation>
    </message>
    <message>
        <source>Where the time goes at m = %1 words</source>
        <translation>Na co padne čas při m = %1 slovech</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>combining (t_c)</source>
        <translation>kombinování (t_c)</translation>
    </message>
</context>
<context>
    <name>collviz::views::ComparePanel</name>
    <message>
        <source>rounds: %1, run time %2</source>
        <translation>kola: %1, doba běhu %2</translation>
    </message>
    <message>
        <source>finished after round %1</source>
        <translation>dokončeno po kole %1</translation>
    </message>
    <message>
        <source>round %1: t = %2 of its %3 (run time so far %4)</source>
        <translation>kolo %1: t = %2 z jeho %3 (dosavadní doba běhu %4)</translation>
    </message>
    <message>
        <source>contention: heaviest channel %1, %2 message(s) waited</source>
        <translation>soupeření: nejvytíženější kanál %1, čekalo zpráv: %2</translation>
    </message>
    <message>
        <source>heaviest channel of the run: %1</source>
        <translation>nejvytíženější kanál běhu: %1</translation>
    </message>
    <message>
        <source>%1 rule violation(s)</source>
        <translation>porušení pravidel: %1</translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation> (co-kdyby)</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>Běží %1…</translation>
    </message>
    <message>
        <source>B cannot run: %1</source>
        <translation>B nelze spustit: %1</translation>
    </message>
    <message>
        <source>B cannot run.</source>
        <translation>B nelze spustit.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Běží…</translation>
    </message>
    <message>
        <source>B goes on after A&apos;s last round (%1): swap A and B to step through the rest.</source>
        <translation>B pokračuje po posledním kole A (%1): pro procházení zbytku prohoďte A a B.</translation>
    </message>
    <message>
        <source>B:</source>
        <translation>B:</translation>
    </message>
    <message>
        <source>The algorithm to compare with A, the run on show (the same operation and network)</source>
        <translation>Algoritmus k porovnání s A, zobrazeným během (stejná operace a síť)</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Model:</translation>
    </message>
    <message>
        <source>natural; e.g. sf,noncombining</source>
        <translation>přirozený; např. sf,noncombining</translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation>Prohodit A a B</translation>
    </message>
    <message>
        <source>Make B the run on show: the clock steps through A&apos;s rounds, so put the longer run there</source>
        <translation>Zobrazit běh B: hodiny procházejí kola A, takže tam dejte delší běh</translation>
    </message>
    <message>
        <source>Overrides of B&apos;s natural model (a what-if), e.g. sf, wh, ports=all, noncombining; empty: its natural model</source>
        <translation>Změny přirozeného modelu B (co-kdyby), např. sf, wh, ports=all, noncombining; prázdné: jeho přirozený model</translation>
    </message>
    <message>
        <source>A is a schedule file; B is always a built-in algorithm&apos;s run</source>
        <translation>A je soubor s rozvrhem; B je vždy běh vestavěného algoritmu</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s), run time %1</source>
        <translation>
            <numerusform>%n kolo, doba běhu %1</numerusform>
            <numerusform>%n kola, doba běhu %1</numerusform>
            <numerusform>%n kol, doba běhu %1</numerusform>
        </translation>
    </message>
    <message>
        <source>finished after round %1, run time %2</source>
        <translation>dokončeno po kole %1, doba běhu %2</translation>
    </message>
    <message>
        <source>round %1 of %2, time %3 of %4</source>
        <translation>kolo %1 z %2, čas %3 z %4</translation>
    </message>
    <message>
        <source>%1 under %2%3</source>
        <translation>%1 v modelu %2%3</translation>
    </message>
    <message>
        <source>The race: each run&apos;s time on one scale, filled up to where the shared clock has taken it; the longer bar is the slower run</source>
        <translation>Závod: čas každého běhu na společné stupnici, vyplněný až tam, kam dospěly společné hodiny; delší pruh patří pomalejšímu běhu</translation>
    </message>
    <message>
        <source>Algorithm B</source>
        <translation>Algoritmus B</translation>
    </message>
    <message>
        <source>Model of B</source>
        <translation>Model B</translation>
    </message>
    <message>
        <source>Race of A and B</source>
        <translation>Závod A a B</translation>
    </message>
    <message>
        <source>Drawing of A, the run on show</source>
        <translation>Kresba A, zobrazeného běhu</translation>
    </message>
    <message>
        <source>Drawing of B</source>
        <translation>Kresba B</translation>
    </message>
</context>
<context>
    <name>collviz::views::CostChartPanel</name>
    <message>
        <source>Time against m</source>
        <translation>Čas v závislosti na m</translation>
    </message>
    <message>
        <source>Time against p</source>
        <translation>Čas v závislosti na p</translation>
    </message>
    <message>
        <source>t_s</source>
        <translation>t_s</translation>
    </message>
    <message>
        <source>t_w</source>
        <translation>t_w</translation>
    </message>
    <message>
        <source>t_h</source>
        <translation>t_h</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Axes</source>
        <translation>Osy</translation>
    </message>
    <message>
        <source>m from</source>
        <translation>m od</translation>
    </message>
    <message>
        <source>m to</source>
        <translation>m do</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Rodina</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>Algoritmy</translation>
    </message>
    <message>
        <source>Crossovers (time against m)</source>
        <translation>Průsečíky (čas v závislosti na m)</translation>
    </message>
    <message>
        <source>natural model of each</source>
        <translation>přirozený model každého</translation>
    </message>
    <message>
        <source>Model SPEC applied to every algorithm (empty: each under its natural model), e.g. sf,ports=all or wh,noncombining; a new model rebuilds the schedules.</source>
        <translation>SPEC modelu použitý pro všechny algoritmy (prázdné: každý v přirozeném modelu), např. sf,ports=all nebo wh,noncombining; nový model znovu sestaví rozvrhy.</translation>
    </message>
    <message>
        <source>log-log</source>
        <translation>log-log</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>lineární</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Markers (as in the list): the engine&apos;s simulated time. Lines: the source&apos;s formula. Dashed: the lower bound. Stars: crossovers.</source>
        <translation>Značky (jako v seznamu): simulovaný čas enginu. Čáry: vzorec ze zdroje. Čárkovaně: dolní mez. Hvězdičky: průsečíky.</translation>
    </message>
    <message>
        <source>Not drawn: %1</source>
        <translation>Nevykresleno: %1</translation>
    </message>
    <message>
        <source>m = %1: %2 is faster below, %3 above</source>
        <translation>m = %1: %2 je rychlejší pod, %3 nad</translation>
    </message>
    <message>
        <source>time %1 at the crossover; %2 / %3</source>
        <translation>čas %1 v průsečíku; %2 / %3</translation>
    </message>
    <message>
        <source>none between m = %1 and %2</source>
        <translation>žádný mezi m = %1 a %2</translation>
    </message>
    <message>
        <source>%1, skipped:</source>
        <translation>%1, vynecháno:</translation>
    </message>
    <message>
        <source>Networks skipped: %1 (hover for why)</source>
        <translation>Vynechané sítě: %1 (důvod ukáže najetí myší)</translation>
    </message>
    <message>
        <source>Building each algorithm once on %1…</source>
        <translation>Jednorázové sestavení každého algoritmu na %1…</translation>
    </message>
    <message>
        <source>Building each algorithm on every network of the family…</source>
        <translation>Sestavování každého algoritmu na každé síti rodiny…</translation>
    </message>
    <message>
        <source>Drawn: %1 on %2, re-costed at %3 sizes.</source>
        <translation>Vykresleno: %1 na %2, přepočteno pro %3 velikostí.</translation>
    </message>
    <message>
        <source>Choose an algorithm in the setup.</source>
        <translation>Zvolte algoritmus v nastavení.</translation>
    </message>
    <message>
        <source>Start-up time t_s of every message, for the curves here only</source>
        <translation>Startovní zpoždění t_s každé zprávy, jen pro zdejší křivky</translation>
    </message>
    <message>
        <source>Time t_w per word, for the curves here only</source>
        <translation>Přenosové zpoždění na slovo t_w, jen pro zdejší křivky</translation>
    </message>
    <message>
        <source>Time t_h per hop, for the curves here only</source>
        <translation>Zpoždění na skok t_h, jen pro zdejší křivky</translation>
    </message>
    <message>
        <source>Logarithmic or linear axes</source>
        <translation>Logaritmické nebo lineární osy</translation>
    </message>
    <message>
        <source>The smallest message size m plotted</source>
        <translation>Nejmenší vykreslená velikost zprávy m</translation>
    </message>
    <message>
        <source>The largest message size m plotted</source>
        <translation>Největší vykreslená velikost zprávy m</translation>
    </message>
    <message>
        <source>How many sizes m between the two are computed</source>
        <translation>Kolik velikostí m mezi nimi se spočítá</translation>
    </message>
    <message>
        <source>The networks of growing p the second chart runs over</source>
        <translation>Sítě s rostoucím p, přes které jde druhý graf</translation>
    </message>
    <message>
        <source>The message size m for the chart against p</source>
        <translation>Velikost zprávy m pro graf v závislosti na p</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>Rozklad nákladů</translation>
    </message>
    <message>
        <source>at m =</source>
        <translation>při m =</translation>
    </message>
    <message>
        <source>The message size m (words) at which each algorithm&apos;s time is broken down</source>
        <translation>Velikost zprávy m (ve slovech), pro niž se rozloží čas každého algoritmu</translation>
    </message>
    <message>
        <source>Per round, the message that finishes last: its start-up t_s, its words&apos; t_w (on every hop under store-and-forward), its hops&apos; t_h, and the rest of its time, spent waiting for a channel or a port. The rounds&apos; parts add up to the time.</source>
        <translation>Pro každé kolo zpráva, která skončí poslední: její startovní zpoždění t_s, t_w jejích slov (při přepínání s mezipamětí na každém skoku), t_h jejích skoků a zbytek jejího času, strávený čekáním na kanál nebo port. Části všech kol dávají dohromady celkový čas.</translation>
    </message>
    <message>
        <source>Where equal? (select two algorithms)</source>
        <translation>Kde se rovnají? (vyberte dva algoritmy)</translation>
    </message>
    <message>
        <source>The message size m at which the two algorithms selected in the list take the same time, from the engine&apos;s times</source>
        <translation>Velikost zprávy m, při níž dva algoritmy vybrané v seznamu trvají stejně dlouho, podle časů enginu</translation>
    </message>
    <message>
        <source>Select two of the algorithms drawn in the list (Ctrl+click), then ask again.</source>
        <translation>Vyberte v seznamu dva z nakreslených algoritmů (Ctrl+klik) a zeptejte se znovu.</translation>
    </message>
    <message>
        <source>m = %1 to %2</source>
        <translation>m = %1 až %2</translation>
    </message>
    <message>
        <source>%1 and %2 never take the same time for %3: %4 is at least as fast throughout.</source>
        <translation>%1 a %2 nikdy netrvají pro %3 stejně dlouho: %4 je v celém rozsahu alespoň stejně rychlý.</translation>
    </message>
    <message>
        <source>m = %1 (time %2)</source>
        <translation>m = %1 (čas %2)</translation>
    </message>
    <message>
        <source>%1 = %2 at %3.</source>
        <translation>%1 = %2 při %3.</translation>
    </message>
    <message>
        <source>The series run under different models (each algorithm under its natural one): the legend names each one&apos;s model, and hollow markers show those under another model than most. Set a model to compare them under one.</source>
        <translation>Řady běží v různých modelech (každý algoritmus ve svém přirozeném): legenda uvádí model každé z nich a duté značky ukazují ty, které běží v jiném modelu než většina. Chcete-li je porovnat v jednom modelu, nastavte ho.</translation>
    </message>
    <message>
        <source>Stop building the chart&apos;s schedules</source>
        <translation>Zastavit sestavování rozvrhů pro graf</translation>
    </message>
    <message>
        <source>Chart of time against m</source>
        <translation>Graf času v závislosti na m</translation>
    </message>
    <message>
        <source>Each algorithm&apos;s time against the message size m: the source&apos;s formula as a line, the engine&apos;s times as markers, the lower bound dashed; the crossovers are listed beside the chart.</source>
        <translation>Čas každého algoritmu v závislosti na velikosti zprávy m: vzorec ze zdroje jako čára, časy enginu jako značky, dolní mez čárkovaně; průsečíky jsou vypsány vedle grafu.</translation>
    </message>
    <message>
        <source>Chart of time against p</source>
        <translation>Graf času v závislosti na p</translation>
    </message>
    <message>
        <source>Each algorithm&apos;s time against the number of processors p over the chosen family of networks.</source>
        <translation>Čas každého algoritmu v závislosti na počtu procesorů p ve zvolené rodině sítí.</translation>
    </message>
    <message>
        <source>Chart of the cost breakdown</source>
        <translation>Graf rozkladu nákladů</translation>
    </message>
    <message>
        <source>Start-up time t_s of the chart</source>
        <translation>Startovní zpoždění t_s pro graf</translation>
    </message>
    <message>
        <source>Time per word t_w of the chart</source>
        <translation>Přenosové zpoždění na slovo t_w pro graf</translation>
    </message>
    <message>
        <source>Time per hop t_h of the chart</source>
        <translation>Zpoždění na skok t_h pro graf</translation>
    </message>
    <message>
        <source>Message size m of the chart against p</source>
        <translation>Velikost zprávy m pro graf v závislosti na p</translation>
    </message>
    <message>
        <source>Message size m of the breakdown</source>
        <translation>Velikost zprávy m pro rozklad</translation>
    </message>
    <message>
        <source>Tick the algorithms the charts show; select two to ask where they take equal time.</source>
        <translation>Zaškrtněte algoritmy, které grafy ukazují; vyberte dva a zjistíte, kde trvají stejně dlouho.</translation>
    </message>
    <message>
        <source>Progress of the chart&apos;s schedules</source>
        <translation>Průběh sestavování rozvrhů pro graf</translation>
    </message>
    <message>
        <source>t_c</source>
        <translation>t_c</translation>
    </message>
    <message>
        <source>Time to combine one word t_c, for the curves here only</source>
        <translation>Čas kombinace jednoho slova t_c, jen pro zdejší křivky</translation>
    </message>
    <message>
        <source>Time to combine one word t_c of the chart</source>
        <translation>Čas kombinace jednoho slova t_c pro graf</translation>
    </message>
</context>
<context>
    <name>collviz::views::CostChartRenderer</name>
    <message>
        <source>%1 (schedule file)</source>
        <translation>%1 (soubor s rozvrhem)</translation>
    </message>
    <message>
        <source>Time against message size m</source>
        <translation>Čas v závislosti na velikosti zprávy m</translation>
    </message>
    <message>
        <source>Time against the number of processors p</source>
        <translation>Čas v závislosti na počtu procesorů p</translation>
    </message>
    <message>
        <source>crossover</source>
        <translation>průsečík</translation>
    </message>
    <message>
        <source>message size m (words)</source>
        <translation>velikost zprávy m (slova)</translation>
    </message>
    <message>
        <source>processors p</source>
        <translation>procesory p</translation>
    </message>
    <message>
        <source>SF</source>
        <translation>SF</translation>
    </message>
    <message>
        <source>WH</source>
        <translation>WH</translation>
    </message>
    <message>
        <source>all-port</source>
        <translation>všeportový</translation>
    </message>
    <message>
        <source>%1-port</source>
        <translation>%1-portový</translation>
    </message>
    <message>
        <source>half duplex</source>
        <translation>poloduplexní</translation>
    </message>
    <message>
        <source>noncombining</source>
        <translation>nekombinující</translation>
    </message>
    <message>
        <source>time (in the units of t_s, t_w and t_h)</source>
        <translation>čas (v jednotkách t_s, t_w a t_h)</translation>
    </message>
    <message>
        <source>m = %1</source>
        <translation>m = %1</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>dashed: lower bound</source>
        <translation>čárkovaně: dolní mez</translation>
    </message>
    <message>
        <source>crossover: equal times</source>
        <translation>průsečík: stejné časy</translation>
    </message>
    <message>
        <source>hollow: not under %1</source>
        <translation>duté: ne v modelu %1</translation>
    </message>
</context>
<context>
    <name>collviz::views::CostChartState</name>
    <message>
        <source>%1.algorithms: unknown algorithm &apos;%2&apos; (see &apos;collviz-cli list&apos;)</source>
        <translation>%1.algorithms: neznámý algoritmus „%2“ (viz „collviz-cli list“)</translation>
    </message>
</context>
<context>
    <name>collviz::views::DataMatrixModel</name>
    <message>
        <source>no packet</source>
        <translation>žádný paket</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>ještě ne</translation>
    </message>
    <message>
        <source>at its origin</source>
        <translation>ve svém zdroji</translation>
    </message>
    <message>
        <source>on its way, at a node between</source>
        <translation>na cestě, v mezilehlém uzlu</translation>
    </message>
    <message>
        <source>travelling</source>
        <translation>v přenosu</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>doručeno</translation>
    </message>
    <message>
        <source>its own</source>
        <translation>vlastní</translation>
    </message>
    <message>
        <source>some pieces</source>
        <translation>některé díly</translation>
    </message>
    <message>
        <source>arriving</source>
        <translation>přichází</translation>
    </message>
    <message>
        <source>held</source>
        <translation>drženo</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>not included yet</source>
        <translation>ještě nezahrnuto</translation>
    </message>
    <message>
        <source>its own value</source>
        <translation>vlastní hodnota</translation>
    </message>
    <message>
        <source>partly</source>
        <translation>částečně</translation>
    </message>
    <message>
        <source>arriving in a partial sum</source>
        <translation>přichází v částečném součtu</translation>
    </message>
    <message>
        <source>included</source>
        <translation>zahrnuto</translation>
    </message>
    <message>
        <source>from node i</source>
        <translation>od uzlu i</translation>
    </message>
    <message>
        <source>node i</source>
        <translation>uzel i</translation>
    </message>
    <message>
        <source>partial sums at node i</source>
        <translation>částečné součty v uzlu i</translation>
    </message>
    <message>
        <source>for node j</source>
        <translation>pro uzel j</translation>
    </message>
    <message>
        <source>holds the packet of node j</source>
        <translation>drží paket uzlu j</translation>
    </message>
    <message>
        <source>include the contribution of node j</source>
        <translation>zahrnují příspěvek uzlu j</translation>
    </message>
    <message>
        <source>Node %1 and the packet of node %2: %3</source>
        <translation>Uzel %1 a paket uzlu %2: %3</translation>
    </message>
    <message>
        <source>Node %1 and the contribution of node %2: %3</source>
        <translation>Uzel %1 a příspěvek uzlu %2: %3</translation>
    </message>
    <message>
        <source>Rows: %1; columns: %2</source>
        <translation>Řádky: %1; sloupce: %2</translation>
    </message>
    <message>
        <source>Packet {%1,%2} from %1 for %2: %3</source>
        <translation>Paket {%1,%2} od %1 pro %2: %3</translation>
    </message>
    <message>
        <source>A contribution travels inside partial sums, combined on the way: no one packet to follow.</source>
        <translation>Příspěvek putuje uvnitř částečných součtů, které se cestou kombinují: není žádný jednotlivý paket, který by šlo sledovat.</translation>
    </message>
    <message>
        <source>%1 (piece 1 of %2)</source>
        <translation>%1 (díl 1 z %2)</translation>
    </message>
    <message>
        <source>%1: node %2&apos;s own, held from the start.</source>
        <translation>%1: vlastní paket uzlu %2, má ho od začátku.</translation>
    </message>
    <message>
        <source>%1: never moves.</source>
        <translation>%1: nikdy se nepohne.</translation>
    </message>
    <message>
        <source>(round %1)</source>
        <translation>(kolo %1)</translation>
    </message>
    <message>
        <source>now on its way from %1 to %2</source>
        <translation>nyní na cestě z %1 do %2</translation>
    </message>
    <message>
        <source>now at %1</source>
        <translation>nyní v %1</translation>
    </message>
</context>
<context>
    <name>collviz::views::DataMatrixPanel</name>
    <message>
        <source>Cell (i, j): the packet from node i for node j. All-to-all personalised exchange moves every packet across the diagonal: the matrix is transposed.</source>
        <translation>Buňka (i, j): paket od uzlu i pro uzel j. Personalizovaná komunikace všichni všem přesune každý paket přes diagonálu: matice se transponuje.</translation>
    </message>
    <message>
        <source>Cell (i, j): does node i hold the packet of node j? All-gather fills every row.</source>
        <translation>Buňka (i, j): drží uzel i paket uzlu j? Sběr všichni všem (all-gather) zaplní každý řádek.</translation>
    </message>
    <message>
        <source>Cell (i, j): do the partial sums at node i include the contribution of node j?</source>
        <translation>Buňka (i, j): zahrnují částečné součty v uzlu i příspěvek uzlu j?</translation>
    </message>
    <message>
        <source>The data matrix is drawn for up to %1 processors; this network has %2.</source>
        <translation>Datová matice se kreslí pro nejvýše %1 procesorů; tato síť jich má %2.</translation>
    </message>
    <message>
        <source>Point at a cell to follow its packet; the wheel or Ctrl+plus/minus zooms, dragging pans, Ctrl+0 fits.</source>
        <translation>Najeďte na buňku a sledujte její paket; kolečko nebo Ctrl+plus/minus mění přiblížení, tažení posouvá, Ctrl+0 přizpůsobí velikost.</translation>
    </message>
    <message>
        <source>Data matrix</source>
        <translation>Datová matice</translation>
    </message>
</context>
<context>
    <name>collviz::views::DesignCommands</name>
    <message>
        <source>insert round %1</source>
        <translation>vložit kolo %1</translation>
    </message>
    <message>
        <source>delete round %1</source>
        <translation>smazat kolo %1</translation>
    </message>
    <message>
        <source>move round %1 to %2</source>
        <translation>přesunout kolo %1 na %2</translation>
    </message>
    <message>
        <source>add transfer %1 → %2</source>
        <translation>přidat přenos %1 → %2</translation>
    </message>
    <message>
        <source>remove a transfer</source>
        <translation>odebrat přenos</translation>
    </message>
    <message>
        <source>choose packets</source>
        <translation>zvolit pakety</translation>
    </message>
    <message>
        <source>combine at node %1</source>
        <translation>kombinovat v uzlu %1</translation>
    </message>
    <message>
        <source>start a new design</source>
        <translation>začít nový návrh</translation>
    </message>
    <message>
        <source>remove a combine</source>
        <translation>odebrat sečtení</translation>
    </message>
</context>
<context>
    <name>collviz::views::DesignerPanel</name>
    <message>
        <source>Free design</source>
        <translation>Volný návrh</translation>
    </message>
    <message>
        <source>Challenge: %1</source>
        <translation>Výzva: %1</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Výzva</translation>
    </message>
    <message>
        <source>New empty</source>
        <translation>Nový prázdný</translation>
    </message>
    <message>
        <source>An empty schedule for the operation, network, model and costs on show</source>
        <translation>Prázdný rozvrh pro zobrazenou operaci, síť, model a náklady</translation>
    </message>
    <message>
        <source>Edit a copy</source>
        <translation>Upravit kopii</translation>
    </message>
    <message>
        <source>A copy of the schedule on show, to change</source>
        <translation>Kopie zobrazeného rozvrhu k úpravám</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otevřít…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Uložit…</translation>
    </message>
    <message>
        <source>Undo the last edit</source>
        <translation>Vrátit poslední úpravu</translation>
    </message>
    <message>
        <source>Redo the edit undone last</source>
        <translation>Znovu provést naposledy vrácenou úpravu</translation>
    </message>
    <message>
        <source>Insert round</source>
        <translation>Vložit kolo</translation>
    </message>
    <message>
        <source>Delete round</source>
        <translation>Smazat kolo</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Posunout nahoru</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Posunout dolů</translation>
    </message>
    <message>
        <source>Remove transfer</source>
        <translation>Odebrat přenos</translation>
    </message>
    <message>
        <source>Set packets</source>
        <translation>Nastavit pakety</translation>
    </message>
    <message>
        <source>packets, e.g. 3, 7; empty: what is needed next</source>
        <translation>pakety, např. 3, 7; prázdné: co je potřeba dál</translation>
    </message>
    <message>
        <source>Packets of the selected transfer</source>
        <translation>Pakety vybraného přenosu</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <source>The designed schedule&apos;s rounds; the one selected is edited and shown.</source>
        <translation>Kola navrženého rozvrhu; vybrané kolo se upravuje a zobrazuje.</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Přenosy</translation>
    </message>
    <message>
        <source>The transfers of the selected round, each accepted or broken, with the rule it breaks.</source>
        <translation>Přenosy vybraného kola, každý přijatý nebo chybný, s pravidlem, které porušuje.</translation>
    </message>
    <message>
        <source>Nothing is on show to design a schedule for; choose a setup first.</source>
        <translation>Není zobrazeno nic, pro co by šlo navrhnout rozvrh; nejprve zvolte nastavení.</translation>
    </message>
    <message>
        <source>Nothing is on show to copy; choose a setup first.</source>
        <translation>Není zobrazeno nic ke kopírování; nejprve zvolte nastavení.</translation>
    </message>
    <message>
        <source>Save the designed schedule</source>
        <translation>Uložit navržený rozvrh</translation>
    </message>
    <message>
        <source>Schedules (*.json)</source>
        <translation>Rozvrhy (*.json)</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Uloženo jako %1.</translation>
    </message>
    <message>
        <source>Open a schedule to edit</source>
        <translation>Otevřít rozvrh k úpravám</translation>
    </message>
    <message>
        <source>Schedules (*.json);;All files (*)</source>
        <translation>Rozvrhy (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Select a transfer first.</source>
        <translation>Nejprve vyberte přenos.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a packet; packets are numbers 0..%2 separated by commas, such as 3, 7.</source>
        <translation>&quot;%1&quot; není paket; pakety jsou čísla 0..%2 oddělená čárkami, např. 3, 7.</translation>
    </message>
    <message numerus="yes">
        <source>%1 Round %2: %n transfer(s), time %3</source>
        <translation>
            <numerusform>%1 Kolo %2: %n přenos, čas %3</numerusform>
            <numerusform>%1 Kolo %2: %n přenosy, čas %3</numerusform>
            <numerusform>%1 Kolo %2: %n přenosů, čas %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 → %3 over %4, packets %5</source>
        <translation>%1 %2 → %3 přes %4, pakety %5</translation>
    </message>
    <message>
        <source>%1 node %2 adds %3</source>
        <translation>%1 uzel %2 sčítá %3</translation>
    </message>
    <message>
        <source>Start with New empty, Edit a copy, Open… or a challenge.</source>
        <translation>Začněte volbou Nový prázdný, Upravit kopii, Otevřít… nebo výzvou.</translation>
    </message>
    <message>
        <source>Click a sender on the drawing, then its receiver; Ctrl-click a node to add up the partial sums it holds.</source>
        <translation>Klikněte v kresbě na odesílatele, pak na jeho příjemce; Ctrl-klikem na uzel sečtete částečné součty, které má.</translation>
    </message>
    <message>
        <source>Click a sender on the drawing, then its receiver.</source>
        <translation>Klikněte v kresbě na odesílatele, pak na jeho příjemce.</translation>
    </message>
    <message>
        <source>Sender %1: click the receiver (Shift-click the nodes the path passes first; click the sender again to cancel).</source>
        <translation>Odesílatel %1: klikněte na příjemce (předtím Shift-klikem označte uzly, kterými cesta prochází; opětovným kliknutím na odesílatele akci zrušíte).</translation>
    </message>
    <message>
        <source>Path %1: click the receiver, or Shift-click the next node it passes.</source>
        <translation>Cesta %1: klikněte na příjemce, nebo Shift-klikem na další uzel, kterým prochází.</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>ověřeno</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) broken</source>
        <translation>
            <numerusform>porušeno %n pravidlo</numerusform>
            <numerusform>porušena %n pravidla</numerusform>
            <numerusform>porušeno %n pravidel</numerusform>
        </translation>
    </message>
    <message>
        <source>not delivered yet</source>
        <translation>zatím nedoručeno</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: time %2. Schedule: %n round(s), time %3, %4.</source>
        <translation>
            <numerusform>Kolo %1: čas %2. Rozvrh: %n kolo, čas %3, %4.</numerusform>
            <numerusform>Kolo %1: čas %2. Rozvrh: %n kola, čas %3, %4.</numerusform>
            <numerusform>Kolo %1: čas %2. Rozvrh: %n kol, čas %3, %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>No rounds yet: insert one, or click a sender on the drawing.</source>
        <translation>Zatím žádná kola: vložte kolo, nebo klikněte v kresbě na odesílatele.</translation>
    </message>
    <message>
        <source>Comparing with the registered algorithms…</source>
        <translation>Porovnávám s registrovanými algoritmy…</translation>
    </message>
    <message>
        <source>No registered algorithm meets it.</source>
        <translation>Žádný registrovaný algoritmus ho nesplňuje.</translation>
    </message>
    <message>
        <source>Already met by %1.</source>
        <translation>Už ho splňuje %1.</translation>
    </message>
    <message>
        <source>Target: %1. %2 %3</source>
        <translation>Cíl: %1. %2 %3</translation>
    </message>
    <message>
        <source>Met.</source>
        <translation>Splněno.</translation>
    </message>
    <message>
        <source>Not met yet.</source>
        <translation>Zatím nesplněno.</translation>
    </message>
    <message>
        <source>Node %1 holds no partial sums it can add at the end of this round.</source>
        <translation>Uzel %1 nemá žádné částečné součty, které by mohl na konci tohoto kola sečíst.</translation>
    </message>
    <message>
        <source>%1 is not a reduction: there is nothing to add up.</source>
        <translation>%1 není redukce: není co sčítat.</translation>
    </message>
    <message>
        <source>No rounds yet: send partial sums first, then Ctrl-click a node to add them up.</source>
        <translation>Zatím žádná kola: nejprve pošlete částečné součty, pak je sečtěte kliknutím na uzel s Ctrl.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Načítá se %1…</translation>
    </message>
    <message>
        <source>verified; %1</source>
        <translation>ověřeno; %1</translation>
    </message>
</context>
<context>
    <name>collviz::views::DragonflyLayout</name>
    <message>
        <source>group %1</source>
        <translation>skupina %1</translation>
    </message>
</context>
<context>
    <name>collviz::views::ExercisePanel</name>
    <message>
        <source>&apos;%1&apos; is not a time; type a number such as 14 or 2.5, then Reveal.</source>
        <translation>&apos;%1&apos; není čas; zadejte číslo, např. 14 nebo 2.5, a pak klikněte na Vyhodnotit.</translation>
    </message>
    <message>
        <source>Select a processor in the drawing first: the question is what it holds after round %1.</source>
        <translation>Nejprve vyberte v kresbě procesor: otázka zní, co bude mít po kole %1.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Proč: %1</translation>
    </message>
    <message>
        <source>Right: %1 carries data</source>
        <translation>Správně: %1 nese data</translation>
    </message>
    <message>
        <source>Missed: %1 carries data</source>
        <translation>Vynecháno: %1 nese data</translation>
    </message>
    <message>
        <source>Wrong: %1 carries nothing</source>
        <translation>Chybně: %1 nenese nic</translation>
    </message>
    <message>
        <source>Right: no channel carries data in round %1.</source>
        <translation>Správně: v kole %1 nenese data žádný kanál.</translation>
    </message>
    <message>
        <source>Right channels: %1</source>
        <translation>Správné kanály: %1</translation>
    </message>
    <message>
        <source>missed: %1 (%2)</source>
        <translation>vynechané: %1 (%2)</translation>
    </message>
    <message>
        <source>wrong: %1 (%2)</source>
        <translation>chybné: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 drží %2</translation>
    </message>
    <message>
        <source>Right packets of %1: %2</source>
        <translation>Správné pakety uzlu %1: %2</translation>
    </message>
    <message>
        <source>Right: %1 holds nothing after round %2.</source>
        <translation>Správně: %1 po kole %2 nedrží nic.</translation>
    </message>
    <message>
        <source>Right: round %1 takes %2 (you said %3).</source>
        <translation>Správně: kolo %1 trvá %2 (vaše odpověď: %3).</translation>
    </message>
    <message>
        <source>Not right: round %1 takes %2; you said %3, %4 % off (1 % is close enough).</source>
        <translation>Nesprávně: kolo %1 trvá %2; vaše odpověď %3 se liší o %4 % (tolerance je 1 %).</translation>
    </message>
    <message>
        <source>Not right: round %1 takes no time; you said %2.</source>
        <translation>Nesprávně: kolo %1 netrvá žádný čas; vaše odpověď: %2.</translation>
    </message>
    <message>
        <source>Select a processor in the drawing: the hint is its pseudo-code line in round %1.</source>
        <translation>Vyberte v kresbě procesor: nápovědou je jeho řádek pseudokódu v kole %1.</translation>
    </message>
    <message>
        <source>Processor %1 (%2)</source>
        <translation>Procesor %1 (%2)</translation>
    </message>
    <message>
        <source>No hint: this schedule has no pseudo-code trace; the schedule table lists what each node sends.</source>
        <translation>Bez nápovědy: tento rozvrh nemá záznam průběhu pseudokódu; co který uzel posílá, uvádí tabulka rozvrhu.</translation>
    </message>
    <message>
        <source>Hint: %1 is idle in round %2.</source>
        <translation>Nápověda: %1 je v kole %2 nečinný.</translation>
    </message>
    <message>
        <source>Hint: %1 in round %2 runs line %3: %4</source>
        <translation>Nápověda: %1 v kole %2 provádí řádek %3: %4</translation>
    </message>
    <message>
        <source>Hint: %1 in round %2 runs line %3: %4 (with %5)</source>
        <translation>Nápověda: %1 v kole %2 provádí řádek %3: %4 (s %5)</translation>
    </message>
    <message>
        <source>No question left after round %1.</source>
        <translation>Po kole %1 už nezbývá žádná otázka.</translation>
    </message>
    <message>
        <source>the window shows a schedule file, and an exercise sheet is a scenario, which keeps the setup of a built-in algorithm; nothing was written</source>
        <translation>okno zobrazuje soubor rozvrhu, ale zadání cvičení je scénář, který uchovává nastavení vestavěného algoritmu; nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>no round is bookmarked; bookmark the rounds to ask about (M), then save; nothing was written</source>
        <translation>žádné kolo nemá záložku; přidejte záložky ke kolům, na která se chcete ptát (M), a pak uložte; nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>a holdings question asks about the selected processor, and none is selected; nothing was written</source>
        <translation>otázka na obsah uzlu se ptá na vybraný procesor, ale žádný není vybrán; nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>Save exercise sheet</source>
        <translation>Uložit zadání cvičení</translation>
    </message>
    <message>
        <source>CollViz scenarios (*.collviz)</source>
        <translation>Scénáře CollViz (*.collviz)</translation>
    </message>
    <message>
        <source>The exercise sheet was not saved: %1.</source>
        <translation>Zadání cvičení nebylo uloženo: %1.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>No run to ask about: %1</source>
        <translation>Není běh, na který by se šlo ptát: %1</translation>
    </message>
    <message>
        <source>The run is over: round %1 was its last. Go back to an earlier round (Home) to be asked again.</source>
        <translation>Běh skončil: kolo %1 bylo poslední. Chcete-li odpovídat znovu, vraťte se na dřívější kolo (Home).</translation>
    </message>
    <message>
        <source>Question on round %1 of %2 (the lecturer&apos;s)</source>
        <translation>Otázka ke kolu %1 z %2 (od vyučujícího)</translation>
    </message>
    <message>
        <source>Question on round %1 of %2</source>
        <translation>Otázka ke kolu %1 z %2</translation>
    </message>
    <message>
        <source>Click each channel that will carry data in round %1 (direction matters: a link&apos;s two directions are drawn side by side); a second click takes it back.</source>
        <translation>Klikněte na každý kanál, který v kole %1 ponese data (na směru záleží: oba směry linky jsou nakresleny vedle sebe); druhým kliknutím volbu zrušíte.</translation>
    </message>
    <message>
        <source>Predicted: %1.</source>
        <translation>Předpověď: %1.</translation>
    </message>
    <message>
        <source>Tick the packets %1 will hold after round %2.</source>
        <translation>Zaškrtněte pakety, které bude %1 mít po kole %2.</translation>
    </message>
    <message>
        <source>Select a processor in the drawing, then tick the packets it will hold after round %1.</source>
        <translation>Vyberte v kresbě procesor a pak zaškrtněte pakety, které bude mít po kole %1.</translation>
    </message>
    <message>
        <source>Type the time round %1 will take under %2 with m = %3, t_s = %4, t_w = %5 and t_h = %6.</source>
        <translation>Zadejte čas, který kolo %1 zabere v modelu %2 při m = %3, t_s = %4, t_w = %5 a t_h = %6.</translation>
    </message>
    <message>
        <source>Round %1 is on show; the narration says why. Next question goes on.</source>
        <translation>Zobrazeno je kolo %1; proč, vysvětluje komentář. Pokračujte tlačítkem Další otázka.</translation>
    </message>
    <message>
        <source>No answer revealed yet in this run.</source>
        <translation>V tomto běhu zatím nebyla vyhodnocena žádná odpověď.</translation>
    </message>
    <message>
        <source>%1 of %2 right in this run.</source>
        <translation>V tomto běhu správně %1 z %2.</translation>
    </message>
    <message>
        <source>&amp;Predict:</source>
        <translation>Předpo&amp;vědět:</translation>
    </message>
    <message>
        <source>the channels in use</source>
        <translation>používané kanály</translation>
    </message>
    <message>
        <source>what the selected node holds after it</source>
        <translation>co bude mít vybraný uzel po něm</translation>
    </message>
    <message>
        <source>the round&apos;s time</source>
        <translation>čas kola</translation>
    </message>
    <message>
        <source>What to predict</source>
        <translation>Co předpovědět</translation>
    </message>
    <message>
        <source>time, e.g. 14</source>
        <translation>čas, např. 14</translation>
    </message>
    <message>
        <source>Predicted time of the round</source>
        <translation>Předpovězený čas kola</translation>
    </message>
    <message>
        <source>Packets the selected node will hold</source>
        <translation>Pakety, které bude mít vybraný uzel</translation>
    </message>
    <message>
        <source>Tick each packet the selected node will hold after the round</source>
        <translation>Zaškrtněte každý paket, který bude mít vybraný uzel po kole</translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>Vy&amp;hodnotit</translation>
    </message>
    <message>
        <source>Show the round and score the prediction</source>
        <translation>Zobrazit kolo a vyhodnotit předpověď</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Nápově&amp;da</translation>
    </message>
    <message>
        <source>The selected processor&apos;s pseudo-code line and variables in the round</source>
        <translation>Řádek pseudokódu a proměnné vybraného procesoru v kole</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>Další &amp;otázka</translation>
    </message>
    <message>
        <source>Go to the next round the lecturer asks about (or the next round)</source>
        <translation>Přejít na další kolo, na které se ptá vyučující (nebo na následující kolo)</translation>
    </message>
    <message>
        <source>&amp;Save exercise sheet…</source>
        <translation>&amp;Uložit zadání cvičení…</translation>
    </message>
    <message>
        <source>Save the setup as a scenario whose bookmarked rounds are questions of the kind chosen</source>
        <translation>Uložit nastavení jako scénář, v němž jsou kola se záložkou otázkami zvoleného druhu</translation>
    </message>
    <message>
        <source>This schedule has %1 packets, more than the %2 a holdings list can offer, so no holdings question is asked on it; predict the channels in use or the round&apos;s time instead.</source>
        <translation>Tento rozvrh má %1 paketů, víc než %2, které seznam paketů uzlu dokáže nabídnout, proto se na něm otázka na obsah uzlu neklade; předpovězte místo toho používané kanály nebo čas kola.</translation>
    </message>
    <message>
        <source>The run is under way; the question comes when it is done.</source>
        <translation>Běh probíhá; otázka přijde, až skončí.</translation>
    </message>
    <message>
        <source>No run to ask about.</source>
        <translation>Není běh, na který by se šlo ptát.</translation>
    </message>
    <message>
        <source>Click each link that will carry data in round %1; under half duplex a link is one channel, so a click on either lane marks both directions; a second click takes it back.</source>
        <translation>Klikněte na každou linku, která v kole %1 ponese data; při poloduplexu je linka jeden kanál, takže kliknutí na kterýkoli její pruh označí oba směry; druhým kliknutím volbu zrušíte.</translation>
    </message>
    <message>
        <source>a holdings question is not asked on a schedule of more than %1 packets; choose channels or time; nothing was written</source>
        <translation>na rozvrh s více než %1 pakety se otázka na obsah uzlu neklade; zvolte kanály nebo čas; nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>Type the time round %1 will take under %2 with m = %3, t_s = %4, t_w = %5, t_h = %6 and t_c = %7.</source>
        <translation>Zadejte čas, který kolo %1 zabere v modelu %2 při m = %3, t_s = %4, t_w = %5, t_h = %6 a t_c = %7.</translation>
    </message>
</context>
<context>
    <name>collviz::views::ExportDialogs</name>
    <message>
        <source>There is no result to export yet.</source>
        <translation>Zatím není žádný výsledek k exportu.</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Šířka:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Výška:</translation>
    </message>
    <message>
        <source>PNG only: 96 is screen size, 300 print quality (the pixels grow with it)</source>
        <translation>Jen PNG: 96 je velikost obrazovky, 300 tisková kvalita (počet pixelů roste s ní)</translation>
    </message>
    <message>
        <source>Resolution (PNG):</source>
        <translation>Rozlišení (PNG):</translation>
    </message>
    <message>
        <source>Title and caption (algorithm, network, model, round)</source>
        <translation>Nadpis a popisek (algoritmus, síť, model, kolo)</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>Messages in flight</source>
        <translation>Zprávy na cestě</translation>
    </message>
    <message>
        <source>Black and white for handouts (line styles instead of colours)</source>
        <translation>Černobíle pro podklady (styly čar místo barev)</translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation>Uložit obrázek</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exportovat animaci</translation>
    </message>
    <message>
        <source>The run has no rounds to animate.</source>
        <translation>Běh nemá žádná kola k animaci.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>From round:</source>
        <translation>Od kola:</translation>
    </message>
    <message>
        <source>To round:</source>
        <translation>Do kola:</translation>
    </message>
    <message>
        <source>Frames per round:</source>
        <translation>Snímků na kolo:</translation>
    </message>
    <message>
        <source>Time per round:</source>
        <translation>Čas na kolo:</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Zapisuje se %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Export LaTeX</source>
        <translation>Exportovat LaTeX</translation>
    </message>
    <message>
        <source>TikZ figure of round %1 (standalone)</source>
        <translation>Obrázek TikZ kola %1 (samostatný)</translation>
    </message>
    <message>
        <source>Beamer frame, one overlay per round</source>
        <translation>Snímek Beamer, jeden overlay na kolo</translation>
    </message>
    <message>
        <source>Black and white for handouts</source>
        <translation>Černobíle pro podklady</translation>
    </message>
    <message>
        <source>What:</source>
        <translation>Co:</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Exportovat tabulku</translation>
    </message>
    <message>
        <source>Per-round results</source>
        <translation>Výsledky po kolech</translation>
    </message>
    <message>
        <source>The source&apos;s schedule table</source>
        <translation>Tabulka rozvrhu ze zdroje</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tabulka:</translation>
    </message>
    <message>
        <source>Save cost chart</source>
        <translation>Uložit graf nákladů</translation>
    </message>
    <message>
        <source>Save TADT levels</source>
        <translation>Uložit úrovně TADT</translation>
    </message>
    <message>
        <source>Save data matrix</source>
        <translation>Uložit datovou matici</translation>
    </message>
    <message>
        <source>Show the panel first (View menu): the picture is what it draws.</source>
        <translation>Nejprve zobrazte panel (nabídka Zobrazit): obrázek je to, co kreslí.</translation>
    </message>
    <message>
        <source>Title and caption (what it shows, the costs, the checks)</source>
        <translation>Titulek a popisek (co ukazuje, náklady, kontroly)</translation>
    </message>
    <message>
        <source>Export cost sweep</source>
        <translation>Exportovat srovnání nákladů</translation>
    </message>
    <message>
        <source>Show the cost chart first (View menu): the table is the sweep it draws.</source>
        <translation>Nejprve zobrazte graf nákladů (nabídka Zobrazit): tabulka je srovnání, které kreslí.</translation>
    </message>
    <message>
        <source>Export &amp;view</source>
        <translation>Exportovat &amp;pohled</translation>
    </message>
    <message>
        <source>&amp;Cost chart (PNG, SVG, PDF)…</source>
        <translation>&amp;Graf nákladů (PNG, SVG, PDF)…</translation>
    </message>
    <message>
        <source>Cost &amp;sweep table (CSV, LaTeX, Markdown)…</source>
        <translation>Tabulka &amp;srovnání nákladů (CSV, LaTeX, Markdown)…</translation>
    </message>
    <message>
        <source>&amp;TADT levels (PNG, SVG, PDF)…</source>
        <translation>Úrovně &amp;TADT (PNG, SVG, PDF)…</translation>
    </message>
    <message>
        <source>&amp;Data matrix (PNG, SVG, PDF)…</source>
        <translation>&amp;Datová matice (PNG, SVG, PDF)…</translation>
    </message>
    <message>
        <source>Cannot write %1: .%2 is not a table format; accepted: %3</source>
        <translation>Nelze zapsat %1: .%2 není formát tabulky; přípustné: %3</translation>
    </message>
    <message>
        <source>Save Hamiltonian cycles</source>
        <translation>Uložit hamiltonovské kružnice</translation>
    </message>
    <message>
        <source>&amp;Hamiltonian cycles (PNG, SVG, PDF)…</source>
        <translation>&amp;Hamiltonovské kružnice (PNG, SVG, PDF)…</translation>
    </message>
</context>
<context>
    <name>collviz::views::ExportFormat</name>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>export byl zrušen; nic nebylo zapsáno</translation>
    </message>
</context>
<context>
    <name>collviz::views::ExportFormats</name>
    <message>
        <source>cannot write %1: the file name has no suffix to choose the format by; accepted: %2</source>
        <translation>nelze zapsat %1: název souboru nemá příponu, podle níž by se zvolil formát; přípustné: %2</translation>
    </message>
    <message>
        <source>cannot write %1: .%2 is not a figure format; accepted: %3</source>
        <translation>nelze zapsat %1: .%2 není formát obrázku; přípustné: %3</translation>
    </message>
    <message>
        <source>cannot write %1: .%2 is not an animation format; accepted: %3</source>
        <translation>nelze zapsat %1: .%2 není formát animace; přípustné: %3</translation>
    </message>
</context>
<context>
    <name>collviz::views::FatTreeLayout</name>
    <message>
        <source>pod %1</source>
        <translation>pod %1</translation>
    </message>
</context>
<context>
    <name>collviz::views::GifFormat</name>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>Animovaný GIF (*.gif)</translation>
    </message>
    <message>
        <source>cannot write %1: giflib could not finish the file</source>
        <translation>nelze zapsat %1: giflib nedokázal soubor dokončit</translation>
    </message>
</context>
<context>
    <name>collviz::views::HamiltonianData</name>
    <message>
        <source>its schedule has no transfers tagged with cycles through every node (allgather-hamiltonian, the all-to-all broadcast around link-disjoint Hamiltonian cycles of a 2D or 3D torus, has them)</source>
        <translation>jeho rozvrh nemá žádné přenosy označené kružnicemi procházejícími všemi uzly (má je allgather-hamiltonian, vysílání všichni všem po hranově disjunktních hamiltonovských kružnicích 2D nebo 3D toroidu)</translation>
    </message>
    <message>
        <source>Seed 002, step 4.3, claims that the pieces of a packet reach every node in different rounds (&quot;the distance of i and j along H_1 differs from their distance along H_2&quot;): claimed, 0 of the %1 ordered pairs (j, i) get two pieces in one round.</source>
        <translation>Seed 002, krok 4.3, tvrdí, že díly paketu dorazí do každého uzlu v různých kolech (&quot;vzdálenost i a j podél H_1 se liší od jejich vzdálenosti podél H_2&quot;): podle tvrzení dostane dva díly v jednom kole 0 z %1 uspořádaných dvojic (j, i).</translation>
    </message>
    <message>
        <source>Measured: not beyond %1 nodes (this network has %2).</source>
        <translation>Měřeno: ne nad %1 uzlů (tato síť jich má %2).</translation>
    </message>
    <message>
        <source>Measured on these cycles: 0 of %1, the claim holds here.</source>
        <translation>Měřeno na těchto kružnicích: 0 z %1, tvrzení zde platí.</translation>
    </message>
    <message>
        <source>Measured on these cycles: %1 of %2, the claim fails here (e.g. node %3 gets two pieces of node %4&apos;s packet in round %5); nothing depends on it, a node merges a packet when its last piece arrives.</source>
        <translation>Měřeno na těchto kružnicích: %1 z %2, tvrzení zde neplatí (např. uzel %3 dostane v kole %5 dva díly paketu uzlu %4); nic na něm nezávisí, uzel paket sloučí, když dorazí jeho poslední díl.</translation>
    </message>
    <message>
        <source>Before round 1: every node holds its own packet as %1 pieces of m/%1 words; piece c travels both ways round H_c.</source>
        <translation>Před kolem 1: každý uzel má svůj paket jako %1 dílů po m/%1 slovech; díl c putuje oběma směry kolem H_c.</translation>
    </message>
    <message>
        <source>Round %1 of %2: the pieces of node %3&apos;s packet cross %4 links; %5 of the %6 nodes hold all of it.</source>
        <translation>Kolo %1 z %2: díly paketu uzlu %3 přejdou %4 linek; %5 z %6 uzlů ho má celý.</translation>
    </message>
    <message>
        <source>Over all packets: %1 completed at a receiver this round, %2 times two pieces of one packet reached a node together.</source>
        <translation>Přes všechny pakety: %1 dokončeno u příjemce v tomto kole, %2krát dorazily do uzlu dva díly téhož paketu současně.</translation>
    </message>
    <message>
        <source>No network yet.</source>
        <translation>Zatím žádná síť.</translation>
    </message>
    <message>
        <source>No Hamiltonian cycles in this run: %1.</source>
        <translation>V tomto běhu nejsou žádné hamiltonovské kružnice: %1.</translation>
    </message>
    <message>
        <source>holds (%1)</source>
        <translation>platí (%1)</translation>
    </message>
    <message>
        <source>fails: %1</source>
        <translation>neplatí: %1</translation>
    </message>
    <message>
        <source>The engine&apos;s checks: Hamiltonian %1; link-disjoint %2.</source>
        <translation>Kontroly enginu: hamiltonovské %1; hranově disjunktní %2.</translation>
    </message>
</context>
<context>
    <name>collviz::views::HamiltonianPanel</name>
    <message>
        <source>Follow the packet of node</source>
        <translation>Sledovat paket uzlu</translation>
    </message>
    <message>
        <source>Whose packet&apos;s pieces the drawing follows round by round (or click a node in the network)</source>
        <translation>Paket kterého uzlu kresba sleduje kolo po kole, díl po dílu (nebo klikněte na uzel v síti)</translation>
    </message>
    <message>
        <source>Hamiltonian cycles</source>
        <translation>Hamiltonovské kružnice</translation>
    </message>
</context>
<context>
    <name>collviz::views::HamiltonianRenderer</name>
    <message>
        <source>%1 link-disjoint Hamiltonian cycles of %2; node %3&apos;s packet before round 1</source>
        <translation>%1 hranově disjunktních hamiltonovských kružnic sítě %2; paket uzlu %3 před kolem 1</translation>
    </message>
    <message>
        <source>%1 link-disjoint Hamiltonian cycles of %2; round %3 of %4: where the pieces of node %5&apos;s packet go</source>
        <translation>%1 hranově disjunktních hamiltonovských kružnic sítě %2; kolo %3 z %4: kam jdou díly paketu uzlu %5</translation>
    </message>
    <message>
        <source>H_%1</source>
        <translation>H_%1</translation>
    </message>
    <message>
        <source>a piece&apos;s hop this round</source>
        <translation>skok dílu v tomto kole</translation>
    </message>
    <message>
        <source>origin</source>
        <translation>zdroj</translation>
    </message>
    <message>
        <source>all %1 pieces</source>
        <translation>všech %1 dílů</translation>
    </message>
    <message>
        <source>some</source>
        <translation>některé</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>zatím žádné</translation>
    </message>
    <message>
        <source>two pieces arrive together</source>
        <translation>dva díly dorazí současně</translation>
    </message>
</context>
<context>
    <name>collviz::views::KeyboardHelp</name>
    <message>
        <source>Window</source>
        <translation>Okno</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klávesnice</translation>
    </message>
    <message>
        <source>Every action with its keys. The stepping keys work wherever the focus is, except while a number or text is being typed; Alt with a menu&apos;s underlined letter opens the menu, and the arrows reach every entry.</source>
        <translation>Každá akce s klávesami. Krokovací klávesy fungují všude, kde je fokus, kromě psaní čísla nebo textu; Alt s podtrženým písmenem nabídky otevře nabídku a šipky dosáhnou každé položky.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Akce</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Nabídka</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
</context>
<context>
    <name>collviz::views::MainWindow</name>
    <message>
        <source>Running %1 on %2…</source>
        <translation>Spouští se %1 na %2…</translation>
    </message>
    <message>
        <source>Preparing the step-by-step replay…</source>
        <translation>Připravuje se přehrávání krok za krokem…</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Komentář</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Výsledky</translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation>Pseudokód</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>První krok (Home)</translation>
    </message>
    <message>
        <source>Step back (←, Page Up)</source>
        <translation>Krok zpět (←, Page Up)</translation>
    </message>
    <message>
        <source>Step forward (→, Page Down)</source>
        <translation>Krok vpřed (→, Page Down)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Poslední krok (End)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Rychlost:</translation>
    </message>
    <message>
        <source>Round shown: 0 is the initial state</source>
        <translation>Zobrazené kolo: 0 je počáteční stav</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Stop the engine run under way</source>
        <translation>Zastavit probíhající běh enginu</translation>
    </message>
    <message>
        <source>&amp;Fit network to window</source>
        <translation>&amp;Přizpůsobit síť oknu</translation>
    </message>
    <message>
        <source>3D networks as &amp;floors side by side</source>
        <translation>3D sítě jako &amp;patra vedle sebe</translation>
    </message>
    <message>
        <source>&amp;Presentation mode (drawing, narration and playback only)</source>
        <translation>Reži&amp;m prezentace (jen kresba, komentář a přehrávání)</translation>
    </message>
    <message>
        <source>&amp;Reset panel layout</source>
        <translation>&amp;Obnovit rozložení panelů</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <source>%1 on %2: rounds %3, computed in %4 ms</source>
        <translation>%1 na %2: kol %3, spočteno za %4 ms</translation>
    </message>
    <message>
        <source>Cannot run this setup: %1</source>
        <translation>Toto nastavení nelze spustit: %1</translation>
    </message>
    <message>
        <source>%1 on %2 — CollViz</source>
        <translation>%1 na %2 — CollViz</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pozastavit (Space)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Přehrát (Space)</translation>
    </message>
    <message>
        <source>Export schedule</source>
        <translation>Exportovat rozvrh</translation>
    </message>
    <message>
        <source>There is no result to export: %1</source>
        <translation>Není žádný výsledek k exportu: %1</translation>
    </message>
    <message>
        <source>Select the &amp;next node</source>
        <translation>Vybrat &amp;další uzel</translation>
    </message>
    <message>
        <source>Select the &amp;previous node</source>
        <translation>Vybrat &amp;předchozí uzel</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Kolo %1 z %2</translation>
    </message>
    <message>
        <source>Cost chart</source>
        <translation>Graf nákladů</translation>
    </message>
    <message>
        <source>Schedule table</source>
        <translation>Tabulka rozvrhu</translation>
    </message>
    <message>
        <source>Data matrix</source>
        <translation>Datová matice</translation>
    </message>
    <message>
        <source>Time-space diagram</source>
        <translation>Časoprostorový diagram</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Porovnání</translation>
    </message>
    <message>
        <source>TADT levels</source>
        <translation>Úrovně TADT</translation>
    </message>
    <message>
        <source>Save &amp;picture of the network (PNG, SVG, PDF)…</source>
        <translation>Uložit &amp;obrázek sítě (PNG, SVG, PDF)…</translation>
    </message>
    <message>
        <source>Export &amp;animation (GIF, PNG frames, MP4, WebM)…</source>
        <translation>Exportovat &amp;animaci (GIF, snímky PNG, MP4, WebM)…</translation>
    </message>
    <message>
        <source>Export &amp;LaTeX (TikZ figure, Beamer overlays)…</source>
        <translation>Exportovat &amp;LaTeX (obrázek TikZ, overlaye Beamer)…</translation>
    </message>
    <message>
        <source>Export &amp;table (CSV, LaTeX, Markdown)…</source>
        <translation>Exportovat &amp;tabulku (CSV, LaTeX, Markdown)…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Výchozí systémový (%1)</translation>
    </message>
    <message>
        <source>--round %1 is beyond the run&apos;s %2 rounds (0 = the initial state, 1..%2)</source>
        <translation>--round %1 přesahuje %2 kol běhu (0 = počáteční stav, 1..%2)</translation>
    </message>
    <message>
        <source>&amp;Status line (algorithm, model, round, time)</source>
        <translation>&amp;Stavový řádek (algoritmus, model, kolo, čas)</translation>
    </message>
    <message>
        <source>&amp;Blank the screen (presentation)</source>
        <translation>&amp;Zatemnit obrazovku (prezentace)</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>Opustit prezentační režim</translation>
    </message>
    <message>
        <source>&amp;Bookmark this round (again: remove)</source>
        <translation>Přidat &amp;záložku k tomuto kolu (znovu: odebrat)</translation>
    </message>
    <message>
        <source>&amp;Next bookmark</source>
        <translation>&amp;Další záložka</translation>
    </message>
    <message>
        <source>&amp;Previous bookmark</source>
        <translation>&amp;Předchozí záložka</translation>
    </message>
    <message>
        <source>&amp;Clear bookmarks</source>
        <translation>&amp;Vymazat záložky</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Přiblížit</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Oddálit</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Legenda</translation>
    </message>
    <message>
        <source>Reset the 3D &amp;rotation</source>
        <translation>Obnovit 3D &amp;otočení</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>&amp;Přehrávání</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Rychlost</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Klávesnice…</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Rychlost přehrávání</translation>
    </message>
    <message>
        <source>The round on show and the rounds of the run</source>
        <translation>Zobrazené kolo a počet kol běhu</translation>
    </message>
    <message>
        <source>Round shown: 0 is the initial state. Bookmarks: %1</source>
        <translation>Zobrazené kolo: 0 je počáteční stav. Záložky: %1</translation>
    </message>
    <message>
        <source>Reading and checking the schedule file…</source>
        <translation>Čtu a kontroluji soubor s rozvrhem…</translation>
    </message>
    <message>
        <source>Open schedule</source>
        <translation>Otevřít rozvrh</translation>
    </message>
    <message>
        <source>%1: %2 on %3 — CollViz</source>
        <translation>%1: %2 na %3 — CollViz</translation>
    </message>
    <message>
        <source>Hamiltonian cycles</source>
        <translation>Hamiltonovské kružnice</translation>
    </message>
    <message>
        <source>&amp;Race: the Compare panel in the drawing&apos;s place</source>
        <translation>&amp;Závod: panel Porovnání místo kresby</translation>
    </message>
    <message>
        <source>Choose the network, the collective and its algorithm, the communication model and the costs; every change runs the engine again.</source>
        <translation>Zvolte síť, kolektivní operaci a její algoritmus, komunikační model a náklady; každá změna znovu spustí engine.</translation>
    </message>
    <message>
        <source>What happens in the round on show, in one sentence, and what the selected node holds.</source>
        <translation>Co se děje v zobrazeném kole, jednou větou, a co drží vybraný uzel.</translation>
    </message>
    <message>
        <source>The run&apos;s rounds and time beside the source&apos;s formula and lower bound, and whether the schedule was verified; the second tab has them per round.</source>
        <translation>Počet kol a čas běhu vedle vzorce a dolní meze ze zdroje a zda byl rozvrh ověřen; druhá karta je uvádí po kolech.</translation>
    </message>
    <message>
        <source>The algorithm&apos;s pseudo-code with the selected processor&apos;s line and variables in the round on show.</source>
        <translation>Pseudokód algoritmu s řádkem a proměnnými vybraného procesoru v zobrazeném kole.</translation>
    </message>
    <message>
        <source>Time against the message size m and against the number of processors for every algorithm of the operation, their crossovers, and each algorithm&apos;s time broken down into its parts.</source>
        <translation>Čas v závislosti na velikosti zprávy m a na počtu procesorů pro každý algoritmus operace, jejich průsečíky a rozklad času každého algoritmu na části.</translation>
    </message>
    <message>
        <source>Rounds by processors: each cell lists the node&apos;s transfers in that round; the second tab has the source&apos;s own table.</source>
        <translation>Kola krát procesory: každá buňka vypisuje přenosy uzlu v daném kole; druhá karta obsahuje vlastní tabulku zdroje.</translation>
    </message>
    <message>
        <source>Where the data is: cell (i, j) is node i&apos;s packet for node j, or whether node i holds node j&apos;s data.</source>
        <translation>Kde jsou data: buňka (i, j) je paket uzlu i pro uzel j, nebo údaj, zda uzel i drží data uzlu j.</translation>
    </message>
    <message>
        <source>Every message as a line from its sender to its receiver against the engine&apos;s time, one row per processor.</source>
        <translation>Každá zpráva jako čára od odesílatele k příjemci v čase enginu, jeden řádek na procesor.</translation>
    </message>
    <message>
        <source>A second algorithm or model beside the run on show, on the same clock, and a race of their times.</source>
        <translation>Druhý algoritmus nebo model vedle zobrazeného běhu na společných hodinách a závod jejich časů.</translation>
    </message>
    <message>
        <source>The time-arc-disjoint trees of the all-to-all broadcast, level by level, and the engine&apos;s checks of them.</source>
        <translation>Časově hranově disjunktní stromy vysílání všichni všem, úroveň po úrovni, a jejich kontroly enginem.</translation>
    </message>
    <message>
        <source>The link-disjoint Hamiltonian cycles of the all-to-all broadcast, and where the pieces of one node&apos;s packet are in the round on show.</source>
        <translation>Linkově disjunktní hamiltonovské kružnice vysílání všichni všem a kde jsou v zobrazeném kole díly paketu jednoho uzlu.</translation>
    </message>
    <message>
        <source>Blank screen</source>
        <translation>Zatemněná obrazovka</translation>
    </message>
    <message>
        <source>The screen is blanked for the lecture; B or . shows it again.</source>
        <translation>Obrazovka je pro přednášku zatemněná; B nebo . ji znovu ukáže.</translation>
    </message>
    <message>
        <source>Round shown</source>
        <translation>Zobrazené kolo</translation>
    </message>
    <message>
        <source>More playback controls</source>
        <translation>Další ovládací prvky přehrávání</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Další nabídky</translation>
    </message>
    <message>
        <source>Progress of the engine run</source>
        <translation>Průběh běhu enginu</translation>
    </message>
    <message>
        <source>&amp;About CollViz</source>
        <translation>&amp;O programu CollViz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>Cvičení</translation>
    </message>
    <message>
        <source>Predict the next round before it is shown: the channels that carry data, what a node holds after it, or its time; then reveal it and see what was right, missed and wrong.</source>
        <translation>Předpovězte další kolo dřív, než se zobrazí: kanály, které nesou data, co bude mít uzel po něm, nebo jeho čas; pak ho nechte vyhodnotit a uvidíte, co bylo správně, co jste vynechali a co bylo chybně.</translation>
    </message>
    <message>
        <source>Schedule designer</source>
        <translation>Návrhář rozvrhů</translation>
    </message>
    <message>
        <source>Build a schedule round by round on the drawing: each transfer judged by the engine&apos;s rules as you make it, its time, what is still missing, and the registered algorithms and the bound beside it.</source>
        <translation>Sestavte rozvrh kolo po kole v kresbě: každý přenos hned posoudí pravidla enginu a vedle vidíte jeho čas, co ještě chybí, registrované algoritmy a mez.</translation>
    </message>
    <message>
        <source>E&amp;xercise mode (predict each round before it is shown)</source>
        <translation>Režim &amp;cvičení (předpovězte každé kolo dřív, než se zobrazí)</translation>
    </message>
    <message>
        <source>&amp;Export schedule…</source>
        <translation>&amp;Exportovat rozvrh…</translation>
    </message>
    <message>
        <source>%1 cannot be written as %2: %3</source>
        <translation>%1 nelze zapsat jako %2: %3</translation>
    </message>
    <message>
        <source>%1 cannot be written as %2; nothing was written</source>
        <translation>%1 nelze zapsat jako %2; nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>%1 was written. %2.</source>
        <translation>Soubor %1 byl zapsán. %2.</translation>
    </message>
</context>
<context>
    <name>collviz::views::NarrationPanel</name>
    <message>
        <source>Cannot run</source>
        <translation>Nelze spustit</translation>
    </message>
    <message>
        <source>This setup cannot run: the reason is shown above the drawing.</source>
        <translation>Toto nastavení nelze spustit: důvod je uveden nad kresbou.</translation>
    </message>
    <message>
        <source>Running the engine…</source>
        <translation>Engine běží…</translation>
    </message>
    <message>
        <source>(this round has no narration)</source>
        <translation>(toto kolo nemá komentář)</translation>
    </message>
    <message numerus="yes">
        <source>Start · %n round(s)</source>
        <translation>
            <numerusform>Start · %n kolo</numerusform>
            <numerusform>Start · %n kola</numerusform>
            <numerusform>Start · %n kol</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Kolo %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>What-if: this round breaks the model&apos;s rules %n time(s) (%1).</source>
        <translation>
            <numerusform>Co-kdyby: toto kolo porušuje pravidla modelu %nkrát (%1).</numerusform>
            <numerusform>Co-kdyby: toto kolo porušuje pravidla modelu %nkrát (%1).</numerusform>
            <numerusform>Co-kdyby: toto kolo porušuje pravidla modelu %nkrát (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>What-if: this round breaks none of the model&apos;s rules.</source>
        <translation>Co-kdyby: toto kolo neporušuje žádné pravidlo modelu.</translation>
    </message>
    <message>
        <source>The round takes %1.</source>
        <translation>Kolo trvá %1.</translation>
    </message>
    <message>
        <source>Before the first round: the processors hold the operation&apos;s initial data. Press Space to play or → to show round 1.</source>
        <translation>Před prvním kolem: procesory drží počáteční data operace. Stiskněte Space pro přehrávání nebo → pro kolo 1.</translation>
    </message>
    <message>
        <source>data not held</source>
        <translation>data, která uzel nemá</translation>
    </message>
    <message>
        <source>not a path</source>
        <translation>není cesta</translation>
    </message>
    <message>
        <source>wrong end</source>
        <translation>špatný konec</translation>
    </message>
    <message>
        <source>port limit</source>
        <translation>limit portů</translation>
    </message>
    <message>
        <source>combined packets under a noncombining model</source>
        <translation>kombinované pakety v nekombinujícím modelu</translation>
    </message>
    <message>
        <source>bad combine</source>
        <translation>chybné kombinování</translation>
    </message>
</context>
<context>
    <name>collviz::views::NetworkFigure</name>
    <message>
        <source>No result</source>
        <translation>Žádný výsledek</translation>
    </message>
    <message>
        <source>Model %1%2; m = %3, t_s = %4, t_w = %5, t_h = %6</source>
        <translation>Model %1%2; m = %3, t_s = %4, t_w = %5, t_h = %6</translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation> (co-kdyby)</translation>
    </message>
    <message numerus="yes">
        <source>initial state (%n round(s) follow)</source>
        <translation>
            <numerusform>počáteční stav (následuje %n kolo)</numerusform>
            <numerusform>počáteční stav (následují %n kola)</numerusform>
            <numerusform>počáteční stav (následuje %n kol)</numerusform>
        </translation>
    </message>
    <message>
        <source>round %1 of %2, t = %3 of the round&apos;s %4 (run time %5 of %6)</source>
        <translation>kolo %1 z %2, t = %3 z %4 kola (doba běhu %5 z %6)</translation>
    </message>
    <message>
        <source>, t_c = %1</source>
        <translation>, t_c = %1</translation>
    </message>
</context>
<context>
    <name>collviz::views::NetworkView</name>
    <message>
        <source>Node %1 (processor %2)</source>
        <translation>Uzel %1 (procesor %2)</translation>
    </message>
    <message>
        <source>Position %1 in the shift&apos;s ring order</source>
        <translation>Pozice %1 v pořadí na kruhu pro posun</translation>
    </message>
    <message>
        <source>Switch %1</source>
        <translation>Přepínač %1</translation>
    </message>
    <message>
        <source>Holds nothing</source>
        <translation>Nedrží nic</translation>
    </message>
    <message numerus="yes">
        <source>Holds %n packet(s):</source>
        <translation>
            <numerusform>Drží %n paket:</numerusform>
            <numerusform>Drží %n pakety:</numerusform>
            <numerusform>Drží %n paketů:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> a %n další</numerusform>
            <numerusform> a %n další</numerusform>
            <numerusform> a %n dalších</numerusform>
        </translation>
    </message>
    <message>
        <source>Exceeds its port limit in this round</source>
        <translation>V tomto kole překračuje svůj limit portů</translation>
    </message>
    <message>
        <source>Channel %1 → %2</source>
        <translation>Kanál %1 → %2</translation>
    </message>
    <message>
        <source> (wraparound)</source>
        <translation> (přes okraj)</translation>
    </message>
    <message>
        <source>Initial state: nothing is sent</source>
        <translation>Počáteční stav: nic se neposílá</translation>
    </message>
    <message>
        <source>Idle in round %1</source>
        <translation>Nečinný v kole %1</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n message(s)</source>
        <translation>
            <numerusform>Kolo %1: %n zpráva</numerusform>
            <numerusform>Kolo %1: %n zprávy</numerusform>
            <numerusform>Kolo %1: %n zpráv</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message %1 -&gt; %2, %n packet(s):</source>
        <translation>
            <numerusform>Zpráva %1 -&gt; %2, %n paket:</numerusform>
            <numerusform>Zpráva %1 -&gt; %2, %n pakety:</numerusform>
            <numerusform>Zpráva %1 -&gt; %2, %n paketů:</numerusform>
        </translation>
    </message>
    <message>
        <source>Channel load:</source>
        <translation>Zatížení kanálu:</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>nečinný</translation>
    </message>
    <message>
        <source>1 message</source>
        <translation>1 zpráva</translation>
    </message>
    <message>
        <source>2 messages</source>
        <translation>2 zprávy</translation>
    </message>
    <message>
        <source>port limit exceeded</source>
        <translation>překročen limit portů</translation>
    </message>
    <message>
        <source>Wormhole: a worm spans its path</source>
        <translation>Červí přepínání: červ se táhne přes celou cestu</translation>
    </message>
    <message>
        <source>Store-and-forward: hop by hop</source>
        <translation>Přepínání s mezipamětí: skok po skoku</translation>
    </message>
    <message numerus="yes">
        <source>Overview of %n vertices: dark = holds data, idle links not drawn</source>
        <translation>
            <numerusform>Přehled %n vrcholu: tmavý = drží data, nečinné linky nejsou kresleny</numerusform>
            <numerusform>Přehled %n vrcholů: tmavý = drží data, nečinné linky nejsou kresleny</numerusform>
            <numerusform>Přehled %n vrcholů: tmavý = drží data, nečinné linky nejsou kresleny</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag or Shift+arrows: rotate, Shift+drag: pan, R: reset</source>
        <translation>Tažení nebo Shift+šipky: otáčení, Shift+tažení: posun, R: obnovit</translation>
    </message>
    <message>
        <source>#j: position in the shift&apos;s ring order</source>
        <translation>#j: pozice v pořadí na kruhu pro posun</translation>
    </message>
    <message>
        <source>V: rotatable 3D view</source>
        <translation>V: otočný 3D pohled</translation>
    </message>
    <message>
        <source>V: floors side by side</source>
        <translation>V: patra vedle sebe</translation>
    </message>
    <message>
        <source>L: hide legend</source>
        <translation>L: skrýt legendu</translation>
    </message>
    <message numerus="yes">
        <source>%1 -&gt; %2, %n packet(s), on this channel %3 to %4</source>
        <translation>
            <numerusform>%1 -&gt; %2, %n paket, na tomto kanálu %3 až %4</numerusform>
            <numerusform>%1 -&gt; %2, %n pakety, na tomto kanálu %3 až %4</numerusform>
            <numerusform>%1 -&gt; %2, %n paketů, na tomto kanálu %3 až %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Travels from %1 to %2 of the round&apos;s %3</source>
        <translation>Putuje od %1 do %2 z %3 kola</translation>
    </message>
    <message>
        <source>3, 4, …: take turns (numbered)</source>
        <translation>3, 4, …: střídají se (očíslováno)</translation>
    </message>
    <message>
        <source>selected node (N: next)</source>
        <translation>vybraný uzel (N: další)</translation>
    </message>
    <message>
        <source>highlighted transfer</source>
        <translation>zvýrazněný přenos</translation>
    </message>
    <message>
        <source>List node contents as in the textbook: (0,1,2,…)</source>
        <translation>Vypsat obsah uzlů jako v učebnici: (0,1,2,…)</translation>
    </message>
    <message>
        <source>Each node&apos;s chip lists the packets it holds instead of their number</source>
        <translation>Štítek každého uzlu vypíše pakety, které drží, místo jejich počtu</translation>
    </message>
    <message>
        <source>Breaks a rule: %1</source>
        <translation>Porušuje pravidlo: %1</translation>
    </message>
    <message>
        <source>selected node</source>
        <translation>vybraný uzel</translation>
    </message>
    <message>
        <source>the messages of node %1</source>
        <translation>zprávy uzlu %1</translation>
    </message>
    <message>
        <source>the links along %1</source>
        <translation>linky podél %1</translation>
    </message>
    <message>
        <source>the links of dimension %1</source>
        <translation>linky dimenze %1</translation>
    </message>
    <message>
        <source>subcube %1 (a Q%2)</source>
        <translation>podkrychle %1 (Q%2)</translation>
    </message>
    <message>
        <source>the line %1</source>
        <translation>linie %1</translation>
    </message>
    <message>
        <source>the plane %1</source>
        <translation>rovina %1</translation>
    </message>
    <message>
        <source>the block %1</source>
        <translation>blok %1</translation>
    </message>
    <message>
        <source>greyed: outside the focus (%1)</source>
        <translation>šedě: mimo fokus (%1)</translation>
    </message>
    <message>
        <source>F&amp;ocus</source>
        <translation>F&amp;okus</translation>
    </message>
    <message>
        <source>No network shown</source>
        <translation>Není zobrazena žádná síť</translation>
    </message>
    <message>
        <source>No focus</source>
        <translation>Bez fokusu</translation>
    </message>
    <message>
        <source>Round %1 breaks a rule: %2</source>
        <translation>Kolo %1 porušuje pravidlo: %2</translation>
    </message>
    <message>
        <source>No run is drawn.</source>
        <translation>Není vykreslen žádný běh.</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 before the first of its %n round(s): nothing is sent yet.</source>
        <translation>
            <numerusform>%1 na %2 před prvním kolem (celkem %n kolo): zatím se nic neposílá.</numerusform>
            <numerusform>%1 na %2 před prvním kolem (celkem %n kola): zatím se nic neposílá.</numerusform>
            <numerusform>%1 na %2 před prvním kolem (celkem %n kol): zatím se nic neposílá.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <translation>%1 přes %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 carries %n packet(s): %2</source>
        <translation>
            <numerusform>%1 nese %n paket: %2</numerusform>
            <numerusform>%1 nese %n pakety: %2</numerusform>
            <numerusform>%1 nese %n paketů: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more transfer(s)</source>
        <translation>
            <numerusform>a ještě %n přenos</numerusform>
            <numerusform>a ještě %n přenosy</numerusform>
            <numerusform>a ještě %n přenosů</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: nothing is sent.</source>
        <translation>Kolo %1 z %2: nic se neposílá.</translation>
    </message>
    <message>
        <source>Round %1 of %2: %3.</source>
        <translation>Kolo %1 z %2: %3.</translation>
    </message>
    <message>
        <source>Network drawing</source>
        <translation>Kresba sítě</translation>
    </message>
    <message>
        <source>◆ your prediction</source>
        <translation>◆ vaše předpověď</translation>
    </message>
    <message>
        <source>✓ right</source>
        <translation>✓ správně</translation>
    </message>
    <message>
        <source>○ missed</source>
        <translation>○ vynecháno</translation>
    </message>
    <message>
        <source>✗ wrong</source>
        <translation>✗ chybně</translation>
    </message>
    <message>
        <source>✓ breaks no rule</source>
        <translation>✓ neporušuje žádné pravidlo</translation>
    </message>
    <message>
        <source>✗ breaks a rule</source>
        <translation>✗ porušuje pravidlo</translation>
    </message>
</context>
<context>
    <name>collviz::views::PanelFigure</name>
    <message>
        <source>Cost chart: time against p, %1</source>
        <translation>Graf nákladů: čas v závislosti na p, %1</translation>
    </message>
    <message>
        <source>Cost chart: time against m, %1 on %2</source>
        <translation>Graf nákladů: čas v závislosti na m, %1 na %2</translation>
    </message>
    <message>
        <source>t_s = %1, t_w = %2, t_h = %3; lines: the source&apos;s formula, markers: the engine&apos;s times, dashed: the lower bound</source>
        <translation>t_s = %1, t_w = %2, t_h = %3; čáry: vzorec ze zdroje, značky: časy jádra, čárkovaně: dolní mez</translation>
    </message>
    <message>
        <source>m = %1 (%2 faster below, %3 above)</source>
        <translation>m = %1 (pod ním je rychlejší %2, nad ním %3)</translation>
    </message>
    <message>
        <source>; crossovers (stars): %1</source>
        <translation>; průsečíky (hvězdičky): %1</translation>
    </message>
    <message>
        <source>Time-arc-disjoint trees on %1: level %2 of %3</source>
        <translation>Časově hranově disjunktní stromy na %1: úroveň %2 z %3</translation>
    </message>
    <message>
        <source>Data matrix</source>
        <translation>Datová matice</translation>
    </message>
    <message>
        <source>Data matrix: %1 on %2, %3</source>
        <translation>Datová matice: %1 na %2, %3</translation>
    </message>
    <message>
        <source>initial state</source>
        <translation>počáteční stav</translation>
    </message>
    <message>
        <source>after round %1 of %2</source>
        <translation>po kole %1 z %2</translation>
    </message>
    <message>
        <source>Model %1; m = %2</source>
        <translation>Model %1; m = %2</translation>
    </message>
    <message>
        <source>the TADT view has nothing to show for %1: %2</source>
        <translation>pohled TADT nemá pro %1 co ukázat: %2</translation>
    </message>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>export byl zrušen; nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>Cost breakdown at m = %1 words: %2 on %3</source>
        <translation>Rozklad nákladů při m = %1 slovech: %2 na %3</translation>
    </message>
    <message>
        <source>t_s = %1, t_w = %2, t_h = %3. Per round, the message that finishes last: its start-up, its words&apos; t_w (on every hop under store-and-forward), its hops&apos; t_h, and the rest of its time, waiting for a channel or a port; the rounds&apos; parts add up to the time.</source>
        <translation>t_s = %1, t_w = %2, t_h = %3. Pro každé kolo zpráva, která skončí poslední: její startovní zpoždění, t_w jejích slov (při přepínání s mezipamětí na každém skoku), t_h jejích skoků a zbytek jejího času, čekání na kanál nebo port; části všech kol dávají dohromady celkový čas.</translation>
    </message>
    <message>
        <source>Time-space diagram</source>
        <translation>Časoprostorový diagram</translation>
    </message>
    <message>
        <source>Time-space diagram: %1</source>
        <translation>Časoprostorový diagram: %1</translation>
    </message>
    <message>
        <source>Model %1; m = %2; engine time %3 to %4</source>
        <translation>Model %1; m = %2; čas enginu %3 až %4</translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation>kolo %1 z %2</translation>
    </message>
    <message>
        <source>Link-disjoint Hamiltonian cycles on %1: %2</source>
        <translation>Hranově disjunktní hamiltonovské kružnice na %1: %2</translation>
    </message>
    <message>
        <source>the Hamiltonian-cycles view has nothing to show for %1 on %2: %3</source>
        <translation>pohled hamiltonovských kružnic nemá pro %1 na %2 co ukázat: %3</translation>
    </message>
    <message>
        <source>views.hamiltonian.origin %1 is not a processor of %2; accepted: 0 to %3</source>
        <translation>views.hamiltonian.origin %1 není procesor sítě %2; přípustné: 0 až %3</translation>
    </message>
    <message>
        <source>there is no panel &apos;%1&apos;; use chart, tadt, hamiltonian, matrix or timespace</source>
        <translation>panel &apos;%1&apos; neexistuje; použijte chart, tadt, hamiltonian, matrix nebo timespace</translation>
    </message>
    <message>
        <source>t_c = %1; </source>
        <translation>t_c = %1; </translation>
    </message>
</context>
<context>
    <name>collviz::views::PdfFormat</name>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Dokument PDF (*.pdf)</translation>
    </message>
    <message>
        <source>cannot write %1: the picture could not be painted</source>
        <translation>nelze zapsat %1: obrázek se nepodařilo nakreslit</translation>
    </message>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>export byl zrušen; nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>cannot write %1: the pages could not be painted</source>
        <translation>nelze zapsat %1: stránky se nepodařilo nakreslit</translation>
    </message>
</context>
<context>
    <name>collviz::views::PngFormat</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Obrázek PNG (*.png)</translation>
    </message>
    <message>
        <source>cannot write %1: the picture could not be painted</source>
        <translation>nelze zapsat %1: obrázek se nepodařilo nakreslit</translation>
    </message>
</context>
<context>
    <name>collviz::views::PngFramesFormat</name>
    <message>
        <source>Numbered PNG frames (*.png)</source>
        <translation>Číslované snímky PNG (*.png)</translation>
    </message>
    <message>
        <source>.png (numbered frames)</source>
        <translation>.png (číslované snímky)</translation>
    </message>
    <message>
        <source>cannot write %1: no folder for the frames (%2)</source>
        <translation>nelze zapsat %1: pro snímky není složka (%2)</translation>
    </message>
    <message>
        <source>cannot write the frames %1 (%2); the files there before are unchanged</source>
        <translation>nelze zapsat snímky %1 (%2); dřívější soubory zůstaly beze změny</translation>
    </message>
    <message>
        <source>cannot write %1: the frames could not be moved from %2 (frames 1 to %3 are in place)</source>
        <translation>nelze zapsat %1: snímky nešlo přesunout z %2 (snímky 1 až %3 jsou na místě)</translation>
    </message>
    <message>
        <source>cannot write %1: the frames could not be moved from %2; no frame was moved</source>
        <translation>nelze zapsat %1: snímky nešlo přesunout z %2; žádný snímek nebyl přesunut</translation>
    </message>
</context>
<context>
    <name>collviz::views::PseudoCodePanel</name>
    <message>
        <source>The source&apos;s pseudo-code for this algorithm is written for another network; on %1 the schedule follows the rule in the description.</source>
        <translation>Pseudokód tohoto algoritmu ve zdroji je napsán pro jinou síť; na %1 se rozvrh řídí pravidlem z popisu.</translation>
    </message>
    <message>
        <source>No pseudo-code for this algorithm.</source>
        <translation>Pro tento algoritmus není pseudokód.</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Proměnná</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Click a processor in the drawing to follow its pseudo-code.</source>
        <translation>Klepněte na procesor v kresbě a sledujte jeho pseudokód.</translation>
    </message>
    <message>
        <source>Processor %1 (%2)</source>
        <translation>Procesor %1 (%2)</translation>
    </message>
    <message>
        <source>%1: no pseudo-code trace was recorded for this run.</source>
        <translation>%1: pro tento běh nebyl zaznamenán průběh pseudokódu.</translation>
    </message>
    <message>
        <source>%1: before the first round.</source>
        <translation>%1: před prvním kolem.</translation>
    </message>
    <message>
        <source>%1 in round %2: line %3.</source>
        <translation>%1 v kole %2: řádek %3.</translation>
    </message>
    <message>
        <source>%1 in round %2: idle.</source>
        <translation>%1 v kole %2: nečinný.</translation>
    </message>
    <message>
        <source>This schedule was read from a file and no built-in algorithm made it, so there is no pseudo-code; the narration and the schedule table show what each round does.</source>
        <translation>Tento rozvrh byl načten ze souboru a nevytvořil ho žádný vestavěný algoritmus, takže nemá pseudokód; co dělá každé kolo, ukazuje komentář a tabulka rozvrhu.</translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation>Pseudokód</translation>
    </message>
    <message>
        <source>The algorithm&apos;s lines; the selected processor&apos;s line in the round on show is marked</source>
        <translation>Řádky algoritmu; řádek vybraného procesoru v zobrazeném kole je vyznačen</translation>
    </message>
    <message>
        <source>Variables of the selected processor</source>
        <translation>Proměnné vybraného procesoru</translation>
    </message>
</context>
<context>
    <name>collviz::views::RaceBar</name>
    <message>
        <source>%1: time %2 of %3</source>
        <translation>%1: čas %2 z %3</translation>
    </message>
    <message>
        <source>%1: no run</source>
        <translation>%1: žádný běh</translation>
    </message>
</context>
<context>
    <name>collviz::views::ResultsModel</name>
    <message>
        <source>Error</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <source>%1 (source: %2)</source>
        <translation>%1 (zdroj: %2)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Vzorec</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>the source gives none</source>
        <translation>zdroj žádný neuvádí</translation>
    </message>
    <message>
        <source>Time / formula</source>
        <translation>Čas / vzorec</translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation>Dolní mez</translation>
    </message>
    <message>
        <source>none stated</source>
        <translation>neuvedena</translation>
    </message>
    <message>
        <source>Time / bound</source>
        <translation>Čas / mez</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Ověřeno</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>The postcondition holds and no rule was broken.</source>
        <translation>Výsledná podmínka platí a žádné pravidlo nebylo porušeno.</translation>
    </message>
    <message>
        <source>The postcondition fails or a rule was broken; see below.</source>
        <translation>Výsledná podmínka neplatí nebo bylo porušeno pravidlo; viz níže.</translation>
    </message>
    <message>
        <source>Violations</source>
        <translation>Porušení</translation>
    </message>
    <message>
        <source>Max link load</source>
        <translation>Max. zatížení linky</translation>
    </message>
    <message>
        <source>The most messages one channel carried in one round (contention serialises them).</source>
        <translation>Nejvíce zpráv, které jeden kanál nesl v jednom kole (soupeření je řadí za sebe).</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>%1 (what-if; natural: %2)</source>
        <translation>%1 (co-kdyby; přirozený: %2)</translation>
    </message>
    <message>
        <source>Formula deviation</source>
        <translation>Odchylka od vzorce</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmus</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Síť</translation>
    </message>
    <message>
        <source>%1, p = %2</source>
        <translation>%1, p = %2</translation>
    </message>
    <message>
        <source>Round %1, %2</source>
        <translation>Kolo %1, %2</translation>
    </message>
    <message>
        <source>Postcondition</source>
        <translation>Výsledná podmínka</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Veličina</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>What-if effect</source>
        <translation>Účinek co-kdyby</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Rozvrh</translation>
    </message>
    <message>
        <source>%1 (%2; no built-in algorithm)</source>
        <translation>%1 (%2; žádný vestavěný algoritmus)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Zdroj</translation>
    </message>
    <message>
        <source>a schedule file, checked and timed here</source>
        <translation>soubor s rozvrhem, zde zkontrolovaný a časovaný</translation>
    </message>
</context>
<context>
    <name>collviz::views::ResultsPanel</name>
    <message>
        <source>Summary</source>
        <translation>Souhrn</translation>
    </message>
    <message>
        <source>Per round</source>
        <translation>Po kolech</translation>
    </message>
    <message>
        <source>Results summary</source>
        <translation>Souhrn výsledků</translation>
    </message>
    <message>
        <source>The run&apos;s rounds, time, the source&apos;s formula and lower bound, and the engine&apos;s checks, one quantity a row</source>
        <translation>Kola a čas běhu, vzorec a dolní mez ze zdroje a kontroly enginu, jedna veličina na řádek</translation>
    </message>
    <message>
        <source>Results per round</source>
        <translation>Výsledky po kolech</translation>
    </message>
    <message>
        <source>One row per round; clicking a row shows that round</source>
        <translation>Jeden řádek na kolo; kliknutím na řádek se kolo zobrazí</translation>
    </message>
</context>
<context>
    <name>collviz::views::RoundsModel</name>
    <message>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Přenosy</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Zprávy</translation>
    </message>
    <message>
        <source>Packets</source>
        <translation>Pakety</translation>
    </message>
    <message>
        <source>Max load</source>
        <translation>Max. zatížení</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
</context>
<context>
    <name>collviz::views::ScenarioFiles</name>
    <message>
        <source>%1 — %2, round %3</source>
        <translation>%1 — %2, kolo %3</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Otevřít &amp;nedávné</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>Pří&amp;klady</translation>
    </message>
    <message>
        <source>Save &amp;scenario</source>
        <translation>Uložit &amp;scénář</translation>
    </message>
    <message>
        <source>Sa&amp;ve scenario as…</source>
        <translation>Uložit scénář &amp;jako…</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(zatím žádné)</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Otevřít scénář</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Uložit scénář</translation>
    </message>
    <message>
        <source>CollViz scenarios (*.collviz)</source>
        <translation>Scénáře CollViz (*.collviz)</translation>
    </message>
    <message>
        <source>Cost chart — %1 on %2</source>
        <translation>Graf nákladů — %1 na %2</translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos;: %2</source>
        <translation>soubor scénáře „%1“: %2</translation>
    </message>
    <message>
        <source>views: there is no panel &apos;%1&apos;; accepted: %2</source>
        <translation>views: panel „%1“ neexistuje; přípustné: %2</translation>
    </message>
    <message>
        <source>&amp;Open scenario or schedule…</source>
        <translation>&amp;Otevřít scénář nebo rozvrh…</translation>
    </message>
    <message>
        <source>the window shows the schedule file &apos;%1&apos;, and a scenario keeps the setup of a built-in algorithm; nothing was written (open the schedule file again to come back to it)</source>
        <translation>okno ukazuje soubor s rozvrhem &apos;%1&apos; a scénář uchovává nastavení vestavěného algoritmu; nic nebylo zapsáno (k rozvrhu se vrátíte jeho opětovným otevřením)</translation>
    </message>
    <message>
        <source>Open scenario or schedule</source>
        <translation>Otevřít scénář nebo rozvrh</translation>
    </message>
    <message>
        <source>the window shows a designed schedule, and a scenario keeps the setup of a built-in algorithm; nothing was written (save the design as a schedule file from the designer)</source>
        <translation>okno zobrazuje navržený rozvrh, ale scénář uchovává nastavení vestavěného algoritmu; nic nebylo zapsáno (návrh uložte v návrháři jako soubor rozvrhu)</translation>
    </message>
    <message>
        <source>CollViz scenarios and schedules (%1)</source>
        <translation>Scénáře a rozvrhy CollViz (%1)</translation>
    </message>
</context>
<context>
    <name>collviz::views::ScheduleNetworkDialog</name>
    <message>
        <source>Network of the schedule</source>
        <translation>Síť rozvrhu</translation>
    </message>
    <message>
        <source>The file names its processors (%1) but no network. Choose the network it runs on (a SPEC such as complete:%1, switch:%1 or graph:FILE); its links and routes decide the contention and the time.</source>
        <translation>Soubor uvádí své procesory (%1), ale žádnou síť. Zvolte síť, na které běží (SPEC jako complete:%1, switch:%1 nebo graph:FILE); její linky a trasy určují soupeření a čas.</translation>
    </message>
    <message>
        <source>%1 has %2 processors; the file&apos;s schedule needs a network of %3</source>
        <translation>%1 má %2 procesorů; rozvrh ze souboru potřebuje síť s %3 procesory</translation>
    </message>
</context>
<context>
    <name>collviz::views::ScheduleTableModel</name>
    <message>
        <source> … (%1 packets)</source>
        <translation> … (%1 paketů)</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 sends to %3, %n packet(s), from %4 to %5</source>
        <translation>
            <numerusform>Kolo %1: %2 posílá uzlu %3 %n paket, od %4 do %5</numerusform>
            <numerusform>Kolo %1: %2 posílá uzlu %3 %n pakety, od %4 do %5</numerusform>
            <numerusform>Kolo %1: %2 posílá uzlu %3 %n paketů, od %4 do %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 receives from %3, %n packet(s), from %4 to %5</source>
        <translation>
            <numerusform>Kolo %1: %2 přijímá od %3 %n paket, od %4 do %5</numerusform>
            <numerusform>Kolo %1: %2 přijímá od %3 %n pakety, od %4 do %5</numerusform>
            <numerusform>Kolo %1: %2 přijímá od %3 %n paketů, od %4 do %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Contention: a channel of its path carries %1 messages in this round</source>
        <translation>Soupeření: kanál na její cestě nese v tomto kole %1 zpráv</translation>
    </message>
    <message>
        <source>Exceeds its port limit in this round</source>
        <translation>V tomto kole překračuje svůj limit portů</translation>
    </message>
    <message>
        <source>Processor %1</source>
        <translation>Procesor %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Kolo %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
</context>
<context>
    <name>collviz::views::ScheduleTablePanel</name>
    <message>
        <source>Per node</source>
        <translation>Po uzlech</translation>
    </message>
    <message>
        <source>Source&apos;s table</source>
        <translation>Tabulka ze zdroje</translation>
    </message>
    <message>
        <source>This algorithm is not driven by a table of its source.</source>
        <translation>Tento algoritmus se neřídí tabulkou ze svého zdroje.</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zobrazit:</translation>
    </message>
    <message>
        <source>what each node sends</source>
        <translation>co každý uzel posílá</translation>
    </message>
    <message>
        <source>what each node receives</source>
        <translation>co každý uzel přijímá</translation>
    </message>
    <message>
        <source>both</source>
        <translation>obojí</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopírovat</translation>
    </message>
    <message>
        <source>Copy the selected cells (or the whole table) as tab-separated text (Ctrl+C)</source>
        <translation>Zkopírovat vybrané buňky (nebo celou tabulku) jako text oddělený tabulátory (Ctrl+C)</translation>
    </message>
    <message>
        <source>→ to, ← from; d: hypercube dimension, ±x/±y/±z: mesh direction; t: start–finish in the round; ⚠n: a channel carries n messages; ✖: a rule is broken. Click: go to the round and highlight these transfers.</source>
        <translation>→ komu, ← od koho; d: dimenze hyperkrychle, ±x/±y/±z: směr v mřížce; t: začátek–konec v kole; ⚠n: kanál nese n zpráv; ✖: porušeno pravidlo. Klepnutí: přejít na kolo a zvýraznit tyto přenosy.</translation>
    </message>
    <message>
        <source>(%1) holds: %2</source>
        <translation>(%1) platí: %2</translation>
    </message>
    <message>
        <source>(%1) fails: %2</source>
        <translation>(%1) neplatí: %2</translation>
    </message>
    <message>
        <source>Transfers listed in each cell</source>
        <translation>Přenosy vypsané v každé buňce</translation>
    </message>
    <message>
        <source>Schedule table: rounds by processors</source>
        <translation>Tabulka rozvrhu: kola krát procesory</translation>
    </message>
    <message>
        <source>Each cell lists the transfers of a processor in a round: its partner, the packets and their times.</source>
        <translation>Každá buňka vypisuje přenosy procesoru v kole: jeho partnera, pakety a jejich časy.</translation>
    </message>
    <message>
        <source>The source&apos;s table</source>
        <translation>Tabulka zdroje</translation>
    </message>
</context>
<context>
    <name>collviz::views::Session</name>
    <message>
        <source>the engine returned nothing</source>
        <translation>engine nevrátil nic</translation>
    </message>
</context>
<context>
    <name>collviz::views::SetupPanel</name>
    <message>
        <source>One-to-all broadcast</source>
        <translation>Vysílání jeden všem</translation>
    </message>
    <message>
        <source>All-to-one reduction</source>
        <translation>Redukce všichni jednomu</translation>
    </message>
    <message>
        <source>All-to-all broadcast</source>
        <translation>Vysílání všichni všem</translation>
    </message>
    <message>
        <source>All-to-all reduction</source>
        <translation>Redukce všichni všem</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>Allreduce</translation>
    </message>
    <message>
        <source>One-to-all personalized</source>
        <translation>Personalizovaná komunikace jeden všem</translation>
    </message>
    <message>
        <source>All-to-one personalized</source>
        <translation>Personalizovaná komunikace všichni jednomu</translation>
    </message>
    <message>
        <source>All-to-all personalized</source>
        <translation>Personalizovaná komunikace všichni všem</translation>
    </message>
    <message>
        <source>Circular shift</source>
        <translation>Cyklický posun</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Síť</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>Topologie:</translation>
    </message>
    <message>
        <source>Dimensions:</source>
        <translation>Dimenze:</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>Kolektivní operace</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>Operace:</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation>Algoritmus:</translation>
    </message>
    <message>
        <source>Root:</source>
        <translation>Kořen:</translation>
    </message>
    <message>
        <source>Shift q:</source>
        <translation>Posun q:</translation>
    </message>
    <message>
        <source>The processor that holds the data at the start (or collects it at the end).</source>
        <translation>Procesor, který na začátku drží data (nebo je na konci shromažďuje).</translation>
    </message>
    <message>
        <source>Every processor i sends its datum to processor (i + q) mod p.</source>
        <translation>Každý procesor i posílá svůj údaj procesoru (i + q) mod p.</translation>
    </message>
    <message>
        <source>Communication model</source>
        <translation>Komunikační model</translation>
    </message>
    <message>
        <source>Store-and-forward (SF)</source>
        <translation>Přepínání s mezipamětí (SF)</translation>
    </message>
    <message>
        <source>Wormhole (WH)</source>
        <translation>Červí přepínání (WH)</translation>
    </message>
    <message>
        <source>1-port</source>
        <translation>1-portový</translation>
    </message>
    <message>
        <source>k-port</source>
        <translation>k-portový</translation>
    </message>
    <message>
        <source>All-port</source>
        <translation>Všeportový</translation>
    </message>
    <message>
        <source>Full duplex</source>
        <translation>Plně duplexní</translation>
    </message>
    <message>
        <source>Half duplex</source>
        <translation>Poloduplexní</translation>
    </message>
    <message>
        <source>Combining (several packets in one message)</source>
        <translation>Kombinující (více paketů v jedné zprávě)</translation>
    </message>
    <message>
        <source>Use the algorithm&apos;s natural model</source>
        <translation>Použít přirozený model algoritmu</translation>
    </message>
    <message>
        <source>Switching:</source>
        <translation>Přepínání:</translation>
    </message>
    <message>
        <source>Ports:</source>
        <translation>Porty:</translation>
    </message>
    <message>
        <source>k:</source>
        <translation>k:</translation>
    </message>
    <message>
        <source>Links:</source>
        <translation>Linky:</translation>
    </message>
    <message>
        <source>Cost parameters</source>
        <translation>Parametry nákladů</translation>
    </message>
    <message>
        <source>m (words):</source>
        <translation>m (slova):</translation>
    </message>
    <message>
        <source>t&lt;sub&gt;s&lt;/sub&gt; (start-up):</source>
        <translation>t&lt;sub&gt;s&lt;/sub&gt; (startovní):</translation>
    </message>
    <message>
        <source>t&lt;sub&gt;w&lt;/sub&gt; (per word):</source>
        <translation>t&lt;sub&gt;w&lt;/sub&gt; (na slovo):</translation>
    </message>
    <message>
        <source>t&lt;sub&gt;h&lt;/sub&gt; (per hop):</source>
        <translation>t&lt;sub&gt;h&lt;/sub&gt; (na skok):</translation>
    </message>
    <message>
        <source>%1: p = %2 processors, diameter %3</source>
        <translation>%1: p = %2 procesorů, průměr %3</translation>
    </message>
    <message>
        <source>No algorithm is registered for this operation yet.</source>
        <translation>Pro tuto operaci zatím není registrován žádný algoritmus.</translation>
    </message>
    <message>
        <source>No algorithm for %1 is registered yet.</source>
        <translation>Pro %1 zatím není registrován žádný algoritmus.</translation>
    </message>
    <message>
        <source>What-if: the algorithm&apos;s natural model is %1.</source>
        <translation>Co-kdyby: přirozený model algoritmu je %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;&lt;small&gt;%2&lt;/small&gt;&lt;br/&gt;Formula: %3&lt;br/&gt;&lt;small&gt;%4&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;&lt;small&gt;%2&lt;/small&gt;&lt;br/&gt;Vzorec: %3&lt;br/&gt;&lt;small&gt;%4&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Schedule file</source>
        <translation>Soubor s rozvrhem</translation>
    </message>
    <message>
        <source>Back to the built-in algorithms</source>
        <translation>Zpět k vestavěným algoritmům</translation>
    </message>
    <message>
        <source>Closes the schedule file and runs the algorithm chosen below on the network below</source>
        <translation>Zavře soubor s rozvrhem a spustí algoritmus zvolený níže na síti níže</translation>
    </message>
    <message>
        <source>%1
%2: %3 on %4, checked and timed here. The network and the collective are the file&apos;s; the model and the costs below time its schedule.</source>
        <translation>%1
%2: %3 na %4, zde zkontrolováno a časováno. Síť a kolektivní operace jsou dány souborem; model a ceny níže časují jeho rozvrh.</translation>
    </message>
    <message>
        <source>What-if: the schedule file was made for %1.</source>
        <translation>Co kdyby: soubor s rozvrhem byl vytvořen pro %1.</translation>
    </message>
    <message>
        <source>Use the schedule file&apos;s own model</source>
        <translation>Použít vlastní model souboru s rozvrhem</translation>
    </message>
    <message>
        <source>%1D</source>
        <translation>%1D</translation>
    </message>
    <message>
        <source>2D</source>
        <translation>2D</translation>
    </message>
    <message>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Soubor:</translation>
    </message>
    <message>
        <source>Choose a file...</source>
        <translation>Vybrat soubor...</translation>
    </message>
    <message>
        <source>Open a network file</source>
        <translation>Otevřít soubor se sítí</translation>
    </message>
    <message>
        <source>Network files (*.json);;All files (*)</source>
        <translation>Soubory sítí (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>A network in the collviz-network/1 format: processors, switches and links. The list starts with the bundled examples.</source>
        <translation>Síť ve formátu collviz-network/1: procesory, přepínače a linky. Seznam začíná přiloženými příklady.</translation>
    </message>
    <message>
        <source>Prefix sums</source>
        <translation>Prefixové součty</translation>
    </message>
    <message>
        <source>Also called %1</source>
        <translation>Nazývá se také %1</translation>
    </message>
    <message>
        <source>Message size m in words</source>
        <translation>Velikost zprávy m ve slovech</translation>
    </message>
    <message>
        <source>Start-up time t_s</source>
        <translation>Startovní zpoždění t_s</translation>
    </message>
    <message>
        <source>Time per word t_w</source>
        <translation>Přenosové zpoždění na slovo t_w</translation>
    </message>
    <message>
        <source>Time per hop t_h</source>
        <translation>Zpoždění na skok t_h</translation>
    </message>
    <message>
        <source>Words per packet: the size of every message the algorithm sends</source>
        <translation>Slov na paket: velikost každé zprávy, kterou algoritmus posílá</translation>
    </message>
    <message>
        <source>Start-up time of every message</source>
        <translation>Startovní zpoždění každé zprávy</translation>
    </message>
    <message>
        <source>Time to send one word over a link</source>
        <translation>Čas přenosu jednoho slova po lince</translation>
    </message>
    <message>
        <source>Time added for every link a message&apos;s path crosses</source>
        <translation>Čas přidaný za každou linku, kterou cesta zprávy projde</translation>
    </message>
    <message>
        <source>Designed in the schedule designer</source>
        <translation>Navrženo v návrháři rozvrhů</translation>
    </message>
    <message>
        <source>t&lt;sub&gt;c&lt;/sub&gt; (per word combined):</source>
        <translation>t&lt;sub&gt;c&lt;/sub&gt; (na kombinované slovo):</translation>
    </message>
    <message>
        <source>Time to combine one word t_c</source>
        <translation>Čas kombinace jednoho slova t_c</translation>
    </message>
    <message>
        <source>Time to combine one word</source>
        <translation>Čas kombinace jednoho slova</translation>
    </message>
    <message>
        <source>&amp;Network…</source>
        <translation>&amp;Síť…</translation>
    </message>
    <message>
        <source>Reads the file again on another network: it names its processors, not how they are linked</source>
        <translation>Načte soubor znovu na jiné síti: soubor uvádí své procesory, ne to, jak jsou propojeny</translation>
    </message>
    <message>
        <source>%1
%2: %3 on %4, checked and timed here. The file names no network: %4 is the default; Network… chooses another. The model and the costs below time its schedule.</source>
        <translation>%1
%2: %3 na %4, zde zkontrolováno a časováno. Soubor neuvádí žádnou síť: %4 je výchozí; Síť… zvolí jinou. Model a ceny níže časují jeho rozvrh.</translation>
    </message>
    <message>
        <source>%1
%2: %3 on %4 (chosen), checked and timed here. The file names no network; Network… chooses another. The model and the costs below time its schedule.</source>
        <translation>%1
%2: %3 na %4 (zvoleno), zde zkontrolováno a časováno. Soubor neuvádí žádnou síť; Síť… zvolí jinou. Model a ceny níže časují jeho rozvrh.</translation>
    </message>
</context>
<context>
    <name>collviz::views::StatusLine</name>
    <message>
        <source>Running the engine…</source>
        <translation>Jádro počítá…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Model: %1</translation>
    </message>
    <message>
        <source>⚠ what-if: %1 instead of %2</source>
        <translation>⚠ co-kdyby: %1 místo %2</translation>
    </message>
    <message>
        <source>The algorithm&apos;s natural model is %1; the run uses %2.</source>
        <translation>Přirozený model algoritmu je %1; běh používá %2.</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Kolo %1 z %2</translation>
    </message>
    <message>
        <source>time %1 of %2 (was %3)</source>
        <translation>čas %1 z %2 (bylo %3)</translation>
    </message>
    <message>
        <source>time %1 of %2</source>
        <translation>čas %1 z %2</translation>
    </message>
    <message>
        <source>formula %1</source>
        <translation>vzorec %1</translation>
    </message>
    <message>
        <source>no formula</source>
        <translation>bez vzorce</translation>
    </message>
    <message>
        <source>bound %1</source>
        <translation>mez %1</translation>
    </message>
    <message>
        <source>Status line</source>
        <translation>Stavový řádek</translation>
    </message>
</context>
<context>
    <name>collviz::views::SvgFormat</name>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Kresba SVG (*.svg)</translation>
    </message>
    <message>
        <source>Made by CollViz</source>
        <translation>Vytvořeno v CollViz</translation>
    </message>
    <message>
        <source>cannot write %1: the picture could not be painted</source>
        <translation>nelze zapsat %1: obrázek se nepodařilo nakreslit</translation>
    </message>
</context>
<context>
    <name>collviz::views::TadtData</name>
    <message>
        <source>No network yet.</source>
        <translation>Zatím žádná síť.</translation>
    </message>
    <message>
        <source>No time-arc-disjoint tree here: %1</source>
        <translation>Zde není žádný časově hranově disjunktní strom: %1</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>platí</translation>
    </message>
    <message>
        <source>fails: %1</source>
        <translation>neplatí: %1</translation>
    </message>
    <message>
        <source>Spanning tree from node 0: %1.
Lemma 11 (the arcs of one level have distinct directions): %2.
Corollary 10 (the %3 translated trees never use a channel twice in a round): %4.
Height %5 levels; Lemma 8&apos;s bound: %6 rounds.</source>
        <translation>Kostra z uzlu 0: %1.
Lemma 11 (hrany jedné úrovně mají různé směry): %2.
Důsledek 10 (%3 posunutých stromů nikdy nepoužije kanál dvakrát v jednom kole): %4.
Výška %5 úrovní; mez z Lemmatu 8: %6 kol.</translation>
    </message>
    <message>
        <source>Spanning trees, one per node: %1.
Lemma 11 (the arcs of one level have distinct directions): %2.
Corollary 10 (the %3 per-node trees never use a channel twice in a round): %4.
Height %5 levels; Lemma 8&apos;s bound: %6 rounds.</source>
        <translation>Kostry, jedna pro každý uzel: %1.
Lemma 11 (hrany jedné úrovně mají různé směry): %2.
Důsledek 10 (%3 koster jednotlivých uzlů nikdy nepoužije kanál dvakrát v jednom kole): %4.
Výška %5 úrovní; mez z Lemmatu 8: %6 kol.</translation>
    </message>
</context>
<context>
    <name>collviz::views::TadtPanel</name>
    <message>
        <source>Level %1 of %2</source>
        <translation>Úroveň %1 z %2</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Úroveň</translation>
    </message>
    <message>
        <source>The level shown: the round in which the trees&apos; packets cross these arcs</source>
        <translation>Zobrazená úroveň: kolo, ve kterém pakety stromů přecházejí tyto hrany</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Kružnice</translation>
    </message>
    <message>
        <source>Draw the cycles of the schedule&apos;s transfers, one colour and line style each</source>
        <translation>Kreslit kružnice přenosů rozvrhu, každou jinou barvou a stylem čáry</translation>
    </message>
    <message>
        <source>Level shown</source>
        <translation>Zobrazená úroveň</translation>
    </message>
    <message>
        <source>Time-arc-disjoint trees</source>
        <translation>Časově hranově disjunktní stromy</translation>
    </message>
</context>
<context>
    <name>collviz::views::TadtRenderer</name>
    <message>
        <source>cycle %1 (%2 channels)</source>
        <translation>kružnice %1 (%2 kanálů)</translation>
    </message>
    <message>
        <source>The schedule&apos;s cycles: %1</source>
        <translation>Kružnice rozvrhu: %1</translation>
    </message>
    <message>
        <source>Generic tree from node 0: %1 levels (level %2 thick)</source>
        <translation>Generický strom z uzlu 0: %1 úrovní (úroveň %2 tučně)</translation>
    </message>
    <message>
        <source>Node 0&apos;s own tree (each node has its own): %1 levels (level %2 thick)</source>
        <translation>Vlastní strom uzlu 0 (každý uzel má svůj): %1 úrovní (úroveň %2 tučně)</translation>
    </message>
    <message>
        <source>Too many nodes to overlay the translated trees</source>
        <translation>Příliš mnoho uzlů pro překrytí posunutých stromů</translation>
    </message>
    <message>
        <source>All %1 translated trees at level %2: %3 channels, each used once</source>
        <translation>Všech %1 posunutých stromů na úrovni %2: %3 kanálů, každý použit jednou</translation>
    </message>
    <message>
        <source>All %1 translated trees at level %2: %3 channels, %4 used more than once</source>
        <translation>Všech %1 posunutých stromů na úrovni %2: %3 kanálů, %4 použito vícekrát</translation>
    </message>
    <message>
        <source>Too many nodes to overlay the per-node trees</source>
        <translation>Příliš mnoho uzlů na překrytí koster jednotlivých uzlů</translation>
    </message>
    <message>
        <source>All %1 per-node trees at level %2: %3 channels, each used once</source>
        <translation>Všech %1 koster jednotlivých uzlů na úrovni %2: %3 kanálů, každý použit jednou</translation>
    </message>
    <message>
        <source>All %1 per-node trees at level %2: %3 channels, %4 used more than once</source>
        <translation>Všech %1 koster jednotlivých uzlů na úrovni %2: %3 kanálů, %4 použito vícekrát</translation>
    </message>
</context>
<context>
    <name>collviz::views::TikzFormat</name>
    <message>
        <source>LaTeX, TikZ figure (*.tex *.tikz)</source>
        <translation>LaTeX, obrázek TikZ (*.tex *.tikz)</translation>
    </message>
</context>
<context>
    <name>collviz::views::TimeSpacePanel</name>
    <message>
        <source>Wheel, +/- zoom the time · Ctrl+wheel zooms the nodes · 0 fits · drag pans · click a message to go to it</source>
        <translation>Kolečko, +/- mění měřítko času · Ctrl+kolečko mění měřítko uzlů · 0 přizpůsobí · tažení posouvá · kliknutím na zprávu na ni přejdete</translation>
    </message>
    <message>
        <source>Rows: processors; left to right: engine time. Store-and-forward: a thick start-up at the sender, then one line per hop, coloured by its channel&apos;s load in the round. Where messages would be drawn on top of each other, each row shows its node&apos;s lane instead: how many messages are at the node at once; zoom in (wheel for time, Ctrl+wheel for rows) to see each message again. Drag to pan.</source>
        <translation>Řádky: procesory; zleva doprava: čas enginu. Přepínání s mezipamětí: silný úsek startu u odesílatele, pak jedna čára na skok, obarvená podle zatížení jejího kanálu v daném kole. Kde by se zprávy kreslily přes sebe, ukazuje každý řádek místo toho dráhu svého uzlu: kolik zpráv je v uzlu současně; po přiblížení (kolečko pro čas, Ctrl+kolečko pro řádky) uvidíte opět každou zprávu. Tažením posouváte.</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Uložit…</translation>
    </message>
    <message>
        <source>Save the diagram as shown: PNG, SVG, PDF or LaTeX/TikZ</source>
        <translation>Uložit diagram tak, jak je zobrazen: PNG, SVG, PDF nebo LaTeX/TikZ</translation>
    </message>
    <message>
        <source>there is no run to save yet</source>
        <translation>zatím není žádný běh k uložení</translation>
    </message>
    <message>
        <source>Save time-space diagram</source>
        <translation>Uložit časoprostorový diagram</translation>
    </message>
    <message>
        <source>Time-space diagram</source>
        <translation>Časoprostorový diagram</translation>
    </message>
</context>
<context>
    <name>collviz::views::TimeSpaceRenderer</name>
    <message>
        <source>Time-space diagram: %1; model %2; engine time %3 to %4</source>
        <translation>Časoprostorový diagram: %1; model %2; čas enginu %3 až %4</translation>
    </message>
    <message>
        <source>Lanes: how many messages are at a node at once (band height and colour: 1, 2, 3, 4 or more); grey: waiting.</source>
        <translation>Dráhy: kolik zpráv je v uzlu současně (výška a barva pásu: 1, 2, 3, 4 nebo více); šedá: čekání.</translation>
    </message>
    <message>
        <source>Solid: travelling, coloured by channel load; dotted: waiting for a port or channel; dashed: resting at a node.</source>
        <translation>Plná: přenos, obarveno podle zatížení kanálu; tečkovaná: čekání na port nebo kanál; čárkovaná: odpočinek v uzlu.</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>Rounds 1-%1 of %2 drawn (at most %3 messages)</source>
        <translation>Nakreslena kola 1-%1 z %2 (nejvýše %3 zpráv)</translation>
    </message>
    <message>
        <source>Messages at a node at once:</source>
        <translation>Zprávy v uzlu současně:</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 nebo více</translation>
    </message>
    <message>
        <source>waiting.</source>
        <translation>čekání.</translation>
    </message>
    <message>
        <source>Zoom in to see each message.</source>
        <translation>Přibližte, abyste viděli každou zprávu.</translation>
    </message>
    <message>
        <source>Messages on the channel:</source>
        <translation>Zprávy na kanálu:</translation>
    </message>
    <message>
        <source>waiting for a port or channel</source>
        <translation>čekání na port nebo kanál</translation>
    </message>
    <message>
        <source>resting at a node</source>
        <translation>odpočinek v uzlu</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>combining (t_c).</source>
        <translation>kombinování (t_c).</translation>
    </message>
    <message>
        <source>combining (t_c)</source>
        <translation>kombinování (t_c)</translation>
    </message>
</context>
<context>
    <name>collviz::views::TimeSpaceState</name>
    <message>
        <source>%1.to %2 is not accepted; it must be later than %1.from (%3)</source>
        <translation>%1.to %2 není přípustné; musí být pozdější než %1.from (%3)</translation>
    </message>
    <message>
        <source>%1.lastNode %2 is not accepted; it must be at least %1.firstNode (%3)</source>
        <translation>%1.lastNode %2 není přípustné; musí být alespoň %1.firstNode (%3)</translation>
    </message>
</context>
<context>
    <name>collviz::views::TimeSpaceView</name>
    <message>
        <source>Round %1: %2 → %3, start %4, finish %5</source>
        <translation>Kolo %1: %2 → %3, začátek %4, konec %5</translation>
    </message>
    <message>
        <source>waited %1 at its sender for a port or channel</source>
        <translation>u odesílatele čekala %1 na port nebo kanál</translation>
    </message>
    <message>
        <source>heaviest channel load on its path: %1</source>
        <translation>nejvyšší zatížení kanálu na její cestě: %1</translation>
    </message>
    <message>
        <source>%1 at t = %2: %3 leaving, %4 arriving, %5 waiting</source>
        <translation>%1 v t = %2: %3 odchází, %4 přichází, %5 čeká</translation>
    </message>
</context>
<context>
    <name>collviz::views::VideoFormat</name>
    <message>
        <source>cannot write %1: no folder for the frames (%2)</source>
        <translation>nelze zapsat %1: pro snímky není složka (%2)</translation>
    </message>
    <message>
        <source>cannot write %1: its frames could not be written into %2 (%3); the file there before is unchanged</source>
        <translation>nelze zapsat %1: jeho snímky nešlo zapsat do %2 (%3); dřívější soubor zůstal beze změny</translation>
    </message>
    <message>
        <source>cannot write %1: ffmpeg failed (%2)</source>
        <translation>nelze zapsat %1: ffmpeg selhal (%2)</translation>
    </message>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>export byl zrušen; nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>cannot write %1: ffmpeg&apos;s video %2 could not be read (%3)</source>
        <translation>nelze zapsat %1: video %2 z ffmpeg nešlo přečíst (%3)</translation>
    </message>
</context>
<context>
    <name>collviz::views::tables</name>
    <message>
        <source>%1 on %2, model %3: per-round results</source>
        <translation>%1 na %2, model %3: výsledky po kolech</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>Přenosy</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Zprávy</translation>
    </message>
    <message>
        <source>Packets</source>
        <translation>Pakety</translation>
    </message>
    <message>
        <source>Max link load</source>
        <translation>Max. zatížení linky</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>Ends at</source>
        <translation>Končí v</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Komentář</translation>
    </message>
    <message>
        <source>Total time %1 over %2 rounds; max link load %3; verified: %4.</source>
        <translation>Celkový čas %1 za %2 kol; max. zatížení linky %3; ověřeno: %4.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>Source&apos;s formula: %1 = %2.</source>
        <translation>Vzorec ze zdroje: %1 = %2.</translation>
    </message>
    <message>
        <source>Lower bound: %1 = %2.</source>
        <translation>Dolní mez: %1 = %2.</translation>
    </message>
    <message>
        <source>%1 has no schedule table</source>
        <translation>%1 nemá tabulku rozvrhu</translation>
    </message>
    <message>
        <source>(%1) %2: %3</source>
        <translation>(%1) %2: %3</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>platí</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>neplatí</translation>
    </message>
    <message>
        <source>Time against m on %1 (t_s = %2, t_w = %3, t_h = %4, %5)</source>
        <translation>Čas v závislosti na m na %1 (t_s = %2, t_w = %3, t_h = %4, %5)</translation>
    </message>
    <message>
        <source>each algorithm under its natural model</source>
        <translation>každý algoritmus ve svém přirozeném modelu</translation>
    </message>
    <message>
        <source>model %1</source>
        <translation>model %1</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmus</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Kola</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Vzorec</translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation>Dolní mez</translation>
    </message>
    <message>
        <source>Crossover at m = %1: %2 is faster below, %3 above (time %4).</source>
        <translation>Průsečík při m = %1: pod ním je rychlejší %2, nad ním %3 (čas %4).</translation>
    </message>
</context>
<context>
    <name>collviz::views::tikz</name>
    <message numerus="yes">
        <source>initial state (%n round(s) follow)</source>
        <translation>
            <numerusform>počáteční stav (následuje %n kolo)</numerusform>
            <numerusform>počáteční stav (následují %n kola)</numerusform>
            <numerusform>počáteční stav (následuje %n kol)</numerusform>
        </translation>
    </message>
    <message>
        <source>round %1 of %2 (time %3)</source>
        <translation>kolo %1 z %2 (čas %3)</translation>
    </message>
    <message>
        <source>Channel load:</source>
        <translation>Zatížení kanálu:</translation>
    </message>
    <message>
        <source>1 message</source>
        <translation>1 zpráva</translation>
    </message>
    <message>
        <source>2 messages</source>
        <translation>2 zprávy</translation>
    </message>
    <message>
        <source>3+ (take turns)</source>
        <translation>3+ (střídají se)</translation>
    </message>
    <message>
        <source>model %1; %2</source>
        <translation>model %1; %2</translation>
    </message>
    <message>
        <source>A schedule of %1</source>
        <translation>Rozvrh %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 na %2</translation>
    </message>
</context>
<context>
    <name>collviz::views::viewoptions::Reader</name>
    <message>
        <source>member &apos;%1.%2&apos; is not part of a scenario; accepted: %3</source>
        <translation>člen „%1.%2“ není součástí scénáře; přípustné: %3</translation>
    </message>
    <message>
        <source>%1.%2 %3 is not accepted; it takes %4</source>
        <translation>%1.%2 %3 nelze přijmout; očekává se %4</translation>
    </message>
    <message>
        <source>a number %1..%2</source>
        <translation>číslo %1..%2</translation>
    </message>
    <message>
        <source>a whole number %1..%2</source>
        <translation>celé číslo %1..%2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true nebo false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>jedno z %1</translation>
    </message>
    <message>
        <source>a JSON string</source>
        <translation>řetězec JSON</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>pole řetězců</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>objekt</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--%1 &apos;%2&apos; is not accepted; it takes %3.</source>
        <translation>--%1 &apos;%2&apos; není přípustné; očekává %3.</translation>
    </message>
    <message>
        <source>CollViz: collective communication, step by step.
Whole numbers (sizes, ports=K, root, shift, round) are plain decimal integers: digits only, no sign.</source>
        <translation>CollViz: kolektivní komunikace krok za krokem.
Celá čísla (velikosti, ports=K, root, shift, round) jsou prostá desítková celá čísla: jen číslice, bez znaménka.</translation>
    </message>
    <message>
        <source>%1; see &apos;collviz --help&apos;</source>
        <translation>%1; viz &apos;collviz --help&apos;</translation>
    </message>
    <message>
        <source>--%1 is given more than once; give it once</source>
        <translation>--%1 je zadáno vícekrát; zadejte je jednou</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an option; see &apos;collviz --help&apos;</source>
        <translation>&apos;%1&apos; není volba; viz &apos;collviz --help&apos;</translation>
    </message>
    <message>
        <source>--%1 only applies with --screenshot FILE</source>
        <translation>--%1 platí jen spolu s --screenshot FILE</translation>
    </message>
    <message>
        <source>a plain decimal number 0..1 (no sign), e.g. 0.5</source>
        <translation>prosté desetinné číslo 0..1 (bez znaménka), např. 0.5</translation>
    </message>
    <message>
        <source>a plain decimal integer 0..%1 (digits only, no sign)</source>
        <translation>prosté desítkové celé číslo 0..%1 (jen číslice, bez znaménka)</translation>
    </message>
    <message>
        <source>WxH in pixels, each 1..%1, e.g. 1440x900</source>
        <translation>WxH v pixelech, každé 1..%1, např. 1440x900</translation>
    </message>
    <message>
        <source>--screenshot is empty; it takes the name of a .png, .svg or .pdf file</source>
        <translation>--screenshot je prázdné; očekává název souboru .png, .svg nebo .pdf</translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos;: %2</source>
        <translation>soubor scénáře „%1“: %2</translation>
    </message>
    <message>
        <source>--schedule and --scenario cannot be given together; give one file</source>
        <translation>--schedule a --scenario nelze zadat zároveň; zadejte jeden soubor</translation>
    </message>
    <message>
        <source>--%1 cannot be given with --schedule FILE: the schedule file fixes the algorithm and the parameters</source>
        <translation>--%1 nelze zadat spolu s --schedule FILE: soubor s rozvrhem určuje algoritmus i parametry</translation>
    </message>
</context>
</TS>
