<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>collviz::core::Algorithm</name>
    <message>
        <source>%1 runs on %2, not on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>root %1 is not a processor of %2 (accepted: 0..%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shift %1 is out of range for %2 (accepted: 1..%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all broadcast on a ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every node sends its own message to its right neighbour; in each of the following steps it forwards the message it has just received. After p-1 steps every node holds all p messages. Only one link direction is used and every link carries one message per step, which is asymptotically optimal because the ring&apos;s bisection width is 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node passes the message it received last (its own in step 1) to its right neighbour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all broadcast on a mesh or torus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First every row performs the ring all-to-all broadcast: in a-1 steps each node passes the message it received last to its right neighbour, so every node ends up with the a messages of its row. Each node then consolidates them into one message of a m words, and every column performs the same ring algorithm on these in b-1 steps; on a 3D mesh or torus the z-lines follow with the consolidated planes. The time is t_s (a + b - 2) + t_w m (p - 1) in 2D (2 t_s (sqrt p - 1) + t_w m (p - 1) on a square; plus c - 1 start-ups in 3D), and each node must receive m (p - 1) words anyway. The text treats every row and column as a ring; on a mesh without wraparound the message from the last node travels back along the line over channels no other message uses, which costs nothing extra under wormhole routing when t_h = 0 but a - 1 hops of t_w m under store-and-forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row phase, step %1 of %2: every node passes the message it received last (its own in step 1) to its right neighbour; the last node of each row uses the wraparound link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row phase, step %1 of %2: every node passes the message it received last (its own in step 1) to its right neighbour; the last node of each row sends back along the row to the first, over the otherwise idle leftward channels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column phase, step %1 of %2: every node passes the %3 messages of one row that it received last (its own row&apos;s in step 1) as one message to the node below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Z phase, step %1 of %2: every node passes the %3 messages of one plane that it received last (its own plane&apos;s in step 1) as one message to the next plane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all broadcast on a hypercube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In step i (i = 0 .. d-1) every node exchanges everything it holds with its neighbour across dimension i and adds what it receives. After step i every node holds the messages of its subcube of 2^(i+1) nodes, so the message doubles every step: m, 2m, 4m, ... words. The time is t_s log p + t_w m (p - 1), which no 1-port algorithm can beat: it needs log p start-ups to hear from everyone and must receive m (p - 1) words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node exchanges all %3 message(s) it holds with its neighbour across dimension %4; afterwards it holds %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all reduction on a ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dual of the ring all-to-all broadcast: the messages run the other way round and are added up instead of collected. In step i every node sends to its left neighbour the partial sum for the node i places to its right: its own contribution plus the partial sum it received in the step before. After p-1 steps every node receives the sum of all other contributions for itself and adds its own. Every message is m words, so the time is (t_s + t_w m)(p - 1), as for the broadcast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node sends its partial sum for the node %1 place(s) to its right to its left neighbour, then adds its own contribution to the partial sum it received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node sends its last partial sum to its left neighbour and receives the sum of all other contributions for itself, to which it adds its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all reduction on a hypercube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hypercube all-to-all broadcast run backwards, with sums instead of unions. Every node starts with a contribution for every node. In the first step it sends the p/2 partial sums meant for the other half of the cube (highest dimension) to its partner there and adds the partner&apos;s sums for its own half; then the same within the half, with p/4 sums, and so on down to dimension 0. The messages halve every step, so the time is t_s log p + t_w m (p - 1), the same as the broadcast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node sends its %3 partial sum(s) for the other half of its subcube to its neighbour across dimension %4 and adds the %3 it receives for its own half.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce on a hypercube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The communication pattern of the hypercube all-to-all broadcast: in step i every node exchanges its partial sum with its neighbour across dimension i. Instead of concatenating, both add the two sums, so after step i every node holds the sum over its subcube of 2^(i+1) nodes and the message never grows. The time is (t_s + t_w m) log p, half of a reduction followed by a broadcast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node exchanges its partial sum with its neighbour across dimension %3 and adds the two; it now holds the sum over %4 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix sums on a hypercube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node k must end with n_0 + ... + n_k. Every node keeps two sums: msg, the sum over its current subcube, which it exchanges with its neighbour across dimension i in step i exactly as in the all-reduce, and result, its own prefix sum. A node adds the number it receives to msg always, and to result only when the partner&apos;s label is smaller than its own, because only then are the partner&apos;s numbers in its prefix. The time is (t_s + t_w m) log p. The seed&apos;s listing closes the loop before the &apos;if partner &lt; my_id&apos; test; the test belongs inside the loop, as the sums of Fig. 3.3.2 show, and that is what runs here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node exchanges msg with its neighbour across dimension %3 and adds the number it receives to msg; the nodes whose partner has the smaller label (bit %3 set) also add it to result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: standard exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cube is halved log p times. In each round every node gathers the p/2 packets it holds whose destinations lie in the opposite subcube, combines them into one message and exchanges it with its partner across the current dimension, highest dimension first. Every message has the same size, m p/2 words, so the time is (t_s + t_w m p/2) log p: few start-ups, but each packet is sent log p / 2 times on average, which is why it loses to the pairwise exchange for large m. It needs a combining model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends the %3 packets whose destinations differ from it in bit %4 to its partner across dimension %4, as one message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: pairwise exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In step j (j = 1 .. p-1) every node i sends the packet for node i XOR j directly to it, over the e-cube route, and receives that node&apos;s packet in return. Every packet travels once, on a shortest path, and e-cube routing keeps all paths of a step on distinct channels, so the time is (t_s + t_w m)(p - 1) plus the per-hop time the text ignores. It needs cut-through (wormhole) routing: under store-and-forward each message pays t_w m once per hop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node i exchanges its packet directly with node i XOR %3, %4 hop(s) away on the e-cube route.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: ring pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node sends its right neighbour the %3 packets it has not delivered yet, as one message of %3 m words; each receiver keeps the packet addressed to it and forwards the other %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %1: every node sends its right neighbour the last packet it carries, which is addressed to that neighbour; now every node holds a packet from every other node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model is noncombining, so each packet is its own message and pays its own start-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with half-duplex links the two nodes of ring:2 send over their one link in turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the texts&apos; formula leaves out the per-hop time t_h, which every step pays once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>z-line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: ring pipeline per dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ring pipeline runs once per dimension. In the first phase every node groups its packets by the column of their destination and runs the ring pipeline inside its row with clusters of p/z_1 packets, so afterwards each node holds only packets for its own column; the second phase does the same inside the columns, grouped by row, and a third dimension adds a third phase. Each phase costs (t_s + t_w m p/2)(z_k - 1), which on a sqrt(p) x sqrt(p) mesh gives the text&apos;s (2 t_s + t_w m p)(sqrt(p) - 1). A mesh has no wraparound link, so the message from the last node of a line back to the first travels along the line over the opposite-direction channels, which no other message uses: with wormhole routing and t_h = 0 it costs the same as one hop. The local rearrangement of packets between phases (t_r m p in the text) is not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase %1 of %2, step %3 of %4: inside every %5 each node sends the next node, as one message, the %6 clusters of %7 packets for another %8, the last node over the wraparound link; each receiver keeps the cluster for its own %8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase %1 of %2, step %3 of %4: inside every %5 each node sends the next node, as one message, the %6 clusters of %7 packets for another %8; the last node&apos;s message travels back along the %5 to the first, on the channels nobody else uses; each receiver keeps the cluster for its own %8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under store-and-forward the message from the last node of a line back to the first pays t_w per word on each of its z-1 hops; the text&apos;s cost assumes it is as cheap as one hop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with half-duplex links the message from the last node of a line back to the first shares links with the forward messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text&apos;s formula leaves out the per-hop time t_h (on a mesh the message back to the first node of a line pays it z-1 times)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-to-all broadcast by recursive doubling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source sends the message to the node farthest away in the half of the network that has no copy; from then on every node holding the message does the same within its half, so the number of informed nodes doubles every step. On a hypercube the halves are the subcubes across one dimension, highest dimension first; on meshes and tori the algorithm runs along X, then Y, then Z. Messages of one step never share a link. The text&apos;s cost (t_s + t_w m) log p ignores the per-hop time t_h of the longer ring and mesh messages; with a side that is not a power of two a line needs ceil(log2 z) steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node whose virtual id has its lower %3 bits zero sends the message across dimension %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node holding the message sends it %3 hop(s) away, into the half of its segment that has no copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: along %3, every node holding the message sends it up to %4 hop(s) away, into the half of its segment that has no copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-to-all broadcast on a balanced binary tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The processors are the leaves of a balanced binary tree and the inner vertices only route. The hypercube algorithm is mapped onto the leaves: the source first sends to the leaf in the other half of the tree, then every leaf holding the message sends into the other half of its subtree, which is half as large each step. The messages of one step run in disjoint subtrees, so no link is ever congested, as the text says of Fig. 3.1.8. The cost (t_s + t_w m) log p ignores the per-hop time of the paths through the switches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: the source sends the message to leaf %3 in the other half of the tree; it climbs %4 level(s) through the switches and down again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: each of the %3 leaves holding the message sends it into the other half of its subtree of %4 leaves; the messages climb %5 level(s) through the switches and down again in disjoint subtrees, so no two share a link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-to-all broadcast by sequential sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The naive broadcast section 3.1.1 starts from: the source sends the message to each of the other p-1 nodes in turn. The text only says that the source is the bottleneck and that a single pair of nodes communicates at a time; the order chosen here is round the ring, the node k places after the source in step k, along the shorter way. It takes p-1 steps of t_s + t_w m, against log p steps for recursive doubling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: the source sends the message to node %3, %4 hop(s) away; every other node waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-to-all broadcast to the nearest nodes first (congested)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The example section 3.1.1 warns against: node 0 sends to node 1, then nodes 0 and 1 send to nodes 2 and 3, then nodes 0 to 3 send to nodes 4 to 7, always forwards round the ring. The informed nodes still double every step, but the messages of one step overlap: all of them cross the link into the first uninformed node, so they queue there. The naive count (t_s + t_w m) log p ignores this; the engine serialises messages that share a link, so step k costs min(2^(k-1), p - 2^(k-1)) times t_s + t_w m, (p-1)(t_s + t_w m) in all when p is a power of two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from step 2 on the messages of a step all cross the link into the first node without a copy, so under wormhole routing they queue: step k costs min(2^(k-1), p - 2^(k-1)) (t_s + t_w m), %1 (t_s + t_w m) in all on %2 nodes instead of the naive %3 (t_s + t_w m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: one message goes %3 hop(s) forward round the ring; no link is shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: each of the %3 nodes holding the message sends it %4 hops forward; all %3 messages need the link into node %5, so they queue there one after the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 (all-to-all broadcast): every node exchanges the %3 piece(s) it has with its partner across dimension %4, so that it holds %5 piece(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 (all-to-all reduction): every node sends its partner across dimension %3 its partial sums of the %4 piece(s) the partner&apos;s half is responsible for, and adds the partner&apos;s sums of its own %4 piece(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-to-all broadcast as scatter + all-to-all broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For long messages the source splits the message into p pieces of m/p words. It first scatters them, one piece to every node, along the broadcast pattern; then an all-to-all broadcast on the hypercube gives every node all p pieces. Each phase costs t_s log p + t_w m (p - 1)/p, so the total is 2 (t_s log p + t_w m (p - 1)/p); the text rounds it to 2 (t_s log p + t_w m), and the engine uses the exact form. Against recursive doubling&apos;s (t_s + t_w m) log p it pays twice the start-ups but moves far fewer words when p is large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 (scatter): every node holding pieces sends the %3 piece(s) of m/p words meant for the other half across dimension %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-one reduction as all-to-all reduction + gather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dual of the long-message broadcast. Every node splits its value into p pieces. An all-to-all reduction on the hypercube halves the pieces a node is responsible for every step, sending the other half&apos;s partial sums to its partner and adding the partner&apos;s, until node j holds the total of piece j. A gather then brings the p totals to the destination. The text gives no cost; as the dual of section 3.7.1 it is 2 (t_s log p + t_w m (p - 1)/p), about 2 (t_s log p + t_w m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 (gather): every node that has collected finished pieces sends its %3 total(s) across dimension %4 towards the destination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce as all-to-all reduction + all-to-all broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An all-reduce is a reduction followed by a broadcast. Built from the long-message versions of both, the gather that ends the reduction and the scatter that starts the broadcast cancel out. What remains is an all-to-all reduction, after which node j holds the total of piece j, and an all-to-all broadcast of those totals. The text gives no cost; the two phases take 2 (t_s log p + t_w m (p - 1)/p), about 2 (t_s log p + t_w m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node whose virtual id has bit %3 set and the bits below it zero sends its partial sum across dimension %3; its partner adds it to its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: in every subtree of %3 leaves, the leaf that got the message from the other half in the broadcast sends its partial sum back through the switches; the receiver adds it to its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 node(s) send their partial sums up to %4 hop(s) back towards the destination, the reverse of the broadcast step; each receiver adds the sum to its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: along %3, %4 node(s) send their partial sums up to %5 hop(s) back towards the destination, the reverse of the broadcast step; each receiver adds the sum to its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-one reduction by recursive halving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dual of the one-to-all broadcast: the same messages in reverse order and direction. First the nodes that were informed last send their values to the node that would have informed them, which adds them to its own; then the senders of the previous broadcast step do the same with their partial sums, until the destination holds the total. On an eight-node ring with destination 0 that is 7, 5, 3, 1 to 6, 4, 2, 0, then 6 and 2 to 4 and 0, then 4 to 0 (Fig. 3.1.4). Messages of one step never share a link; the cost is the broadcast&apos;s, (t_s + t_w m) log p, with ceil(log2 z) steps on a side that is not a power of two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-one reduction on a balanced binary tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tree broadcast of Fig. 3.1.8 in reverse order, as section 3.1.4 says. In the first step the leaves pair up under their parent switch and one of each pair adds the other&apos;s value; then pairs of pairs combine through the switch two levels up, and so on until the destination leaf holds the total. The messages of one step run in disjoint subtrees, so no link is congested. Cost (t_s + t_w m) log p, ignoring the per-hop time through the switches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>across dimension %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>through the switches, %1 level(s) up and down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1 hop(s) along the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1 hop(s) along %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scatter by recursive halving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node holding data keeps the packets for its own half and sends those for the other half, up to %3 packet(s) per message, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gather by recursive doubling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node that has collected the messages of its part sends them all on, up to %3 packet(s) per message, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circular q-shift on a ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node i must send its packet to node (i + q) mod p. All packets travel together the shorter way round the ring: q steps to the right, or p - q steps to the left when that is shorter. In every step each node passes the packet it holds to its neighbour and receives one, so a step costs t_s + t_w m and the shift (t_s + t_w m) min(q, p - q).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node passes the packet it holds to its right neighbour (q = %3 is the shorter way round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node passes the packet it holds to its left neighbour (p - q = %3 is shorter than q = %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circular q-shift on a 2D torus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With row-major labels, shifting by q means r = q mod a places along the rows and c = floor(q / a) rows down. First every row shifts its packets by r, the shorter way round. The packets that crossed the end of their row have landed one row too high, so in one compensating step they move one row down; then every column shifts by c, the shorter way round. Each step moves every packet at most one link, so it costs t_s + t_w m, and the shift costs (t_s + t_w m)(min(r, a - r) + 1 + min(c, b - c)), without the 1 when r = 0. The text names the row and column shifts; the compensating step is what its Fig. 3.6.1 shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row phase, step %1 of %2: every node passes the packet it holds one place to the %3 along its row (r = q mod a = %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compensating column shift: the packets that crossed the end of their row (now in column 0) move one row down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compensating column shift: the packets that crossed the end of their row (now in columns 0 to %1) move one row down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column phase, step %1 of %2: every node passes the packet it holds one row %3 (c = floor(q / a) = %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circular q-shift on a hypercube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With wormhole routing the processors are numbered by their cube labels and every node sends its packet straight to node (i + q) mod p along the e-cube route, in one step of t_s + t_w m: the text claims the routes never share a channel, and the engine confirms it for every q on cubes up to 128 nodes. Under store-and-forward (--model sf) the processors are numbered along the text&apos;s linear array, mapped onto the cube by the reflected Gray code (array position j on node j XOR floor(j/2): 0, 1, 3, 2, 6, 7, 5, 4 on 8 nodes, Fig. 3.6.2), and the shift moves every packet q places along that array. q is written as a sum of powers of two, lowest first, as the text does (5 = 1 + 4); a 1-shift is one step between cube neighbours, a 2^i-shift two steps, since array positions 2^i apart are two links apart: first every node crosses dimension i - 1, then every packet takes the remaining link. That is 2 popcount(q) - (q mod 2) steps, at most the text&apos;s 2 log p - 1, reached for q = p - 1; the engine finds no channel used twice in any step, for every q on cubes up to 128 nodes. The text only adds up the powers of two in q, and so does this schedule; shifting back by p - q instead would be shorter for some q (q = p - 1 is a 1-shift back, one step). The one-step e-cube shift is not congestion-free on the Gray-code numbering: the engine finds two messages on one channel for q = 3 and 5 on 8 nodes and for q = 3, 5, 6, 7, 9, 10, 11, 13 on 16 nodes, which is why wormhole runs keep the cube labels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text&apos;s 2 log p - 1 = %1 steps bounds the worst q (p - 1, every power of two up to p/2); q = %2 takes two steps per power of two and one for 2^0: 2 popcount(q) - (q mod 2) = %3 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processors numbered by cube label: every node sends its packet straight to node (i + %1) mod %2 along its e-cube route, up to %3 hop(s), all in one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 (processors numbered along the Gray-code array, Fig. 3.6.2; q = %3): shift by 1 along the array: every node sends its packet to the next array position, a cube neighbour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 (processors numbered along the Gray-code array, Fig. 3.6.2; q = %3): shift by %4 along the array: first hop of two: every node sends the packet it holds across dimension %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 (processors numbered along the Gray-code array, Fig. 3.6.2; q = %3): shift by %4 along the array: second hop of two: every packet takes the one remaining link to the node %4 array positions further on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every node sends all its p-1 packets as one combined message to its right neighbour. A node keeps the packet addressed to it from what it receives and forwards the rest, so the messages shrink by m words per step: step i carries m(p-i) words, and after p-1 steps every packet has arrived. The time is the sum, (t_s + t_w m p/2)(p-1). The texts call this optimal with the bound t_w m (p-1) p/2, the traffic of sending every packet the same way round divided by the p links; sending each packet the shorter way halves the traffic, so the bound that holds for every 1-port store-and-forward schedule is t_w m floor(p^2/4) (plus a start-up for each of at least ceil(log2 p) rounds), which is the factor 2 the texts say two directions would save. With all ports both directions carry words at once: t_w m floor(p^2/4)/2, seed 000&apos;s all-port figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source holds one distinct message for every node. It follows the broadcast pattern, but each transfer carries only the messages destined for the other half: first half of all messages, then a quarter, down to a single message. Every node keeps what its own half needs. The text&apos;s cost is t_s log p + t_w m (p - 1), and t_w m (p - 1) is a lower bound on any topology because the source must send p - 1 messages. Where a side is not a power of two, every split keeps the larger part on the sender&apos;s side, so the root&apos;s messages are the largest of each step and the cost holds for every root. It meets the lower bound t_s ceil(log2 p) + t_w m (p - 1) whenever the steps, one line split per side, add up to ceil(log2 p): on hypercubes, trees, rings, linear arrays and meshes such as 3x7. Where they do not (mesh:3x5 takes 5 steps, ceil(log2 15) = 4), this pattern pays the extra start-ups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dual of scatter: the same messages in reverse order and direction. First the nodes that the scatter served last send their own message to their partner; from then on every node sends everything it has collected, so messages double in size until the destination holds all p messages. Nothing is combined: the destination ends with p separate messages. The cost is scatter&apos;s, t_s log p + t_w m (p - 1), for every root, and it meets the lower bound t_s ceil(log2 p) + t_w m (p - 1) wherever the scatter does: the destination must receive p - 1 messages&apos; worth of words, and the steps, one line split per side, must add up to ceil(log2 p).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no schedule table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2: along every dimension j at once, every node k sends the packet in its memory location r[%1,j] XOR k, the one with relative address r[%1,j], and stores the packet coming back in the location it emptied; row %1 of the table (j = 0 .. %3): %4. Each of the %5 arcs carries one packet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: all-port schedule table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed 000&apos;s time- and transmission-optimal all-to-all scatter for the all-port full-duplex store-and-forward hypercube without combining, seen as a matrix transposition: node i holds the packet for node j in its memory location j, and a packet sits at node v in location v XOR (i XOR j), so every move keeps its relative address i XOR j. In round i, along all n dimensions j at once, every node k sends the packet in its location r[i,j] XOR k and stores the one coming back in the location it emptied; r is the seed&apos;s schedule table (m_i = 2i+1, bit j+1 inverted, bits 0 and j swapped), whose conditions (a)-(c) the engine checks before it builds anything (`collviz-cli table` prints it). So every packet crosses each dimension of its relative address once, on a shortest path, and all n p arcs carry one packet in each of the p/2 rounds: (t_s + t_w m) p/2, the seed&apos;s lower bound of p/2 rounds. The engine&apos;s lower bound is t_s + t_w m p/2: its all-port store-and-forward model lets a node start all its messages at once, so only the word term must be paid round by round, and that term the schedule meets exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all scatter: direct exchange (DEX)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every pair of nodes exchanges its two packets directly: step j (j = 1 .. p-1) is the permutation x -&gt; x XOR j, p - 1 steps of one packet per node, without combining. On a hypercube the e-cube route makes every step contention-free (the same schedule as the pairwise exchange), so the time is (t_s + t_w m)(2^n - 1), which the seed calls only twice its lower bound t_w m (2^n - 1)/2 for large m. On meshes and tori with power-of-two sides the node index is the binary address (x in the low bits, then y, then z) and dimension-order routing replaces e-cube: the narration gives each step&apos;s congestion, at most max(z_1, z_2)/2 as the seed says (on mesh:4x2, the seed&apos;s M(2,4), four of the seven permutations load the middle horizontal channels twice; the seed&apos;s figure shows six of them, three congested), and on tori, where the shorter way round ties for a half-way jump and goes up, the same maximum. The seed gives no time for meshes (it depends on how the network serves congestion); the formula charges every step its congestion c_j in turns, (t_s + t_w m) sum c_j, and the engine&apos;s timeline, where the messages sharing a channel take turns, measures exactly that on every mesh and torus tried, up to torus:16x8x8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permutation %1 of %2: every node x exchanges its packet with x XOR %3, %4 hop(s) away on the e-cube route; no channel carries two messages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permutation %1 of %2: every node x sends its packet to x XOR %3 (binary addresses) along the dimension-order route, at most %4 hop(s); congestion 1: no channel carries two messages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permutation %1 of %2: every node x sends its packet to x XOR %3 (binary addresses) along the dimension-order route, at most %4 hop(s); congestion %5: the busiest channel carries %5 messages, which take turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: binary exchange on a mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hypercube&apos;s standard exchange simulated on a mesh M(2^k, 2^l): the mesh is halved alternately in X and Y (X first; once one side is down to one node, the other is halved to the end), and in each of the log p phases every node sends the partner in the other half, half the current side d away in its row or column, the p/2 packets it holds for that half as one message, then re-sorts its packets into new blocks as in the hypercube. The partners are not neighbours: the d worms that leave one half of a segment all cross its middle channel, so the engine runs each phase as one round whose worms the timeline makes take d turns (the round&apos;s max link load is d). The text counts those turns as rounds of t_s + d t_h + t_w m p/2, which sums to (z_x + z_y - 2)(t_s + t_w m p/2) + t_h (z_x^2 + z_y^2 - 2)/3, what the engine measures, whatever the order of the halvings. For a square mesh the text prints sqrt(p) t_s + 2p t_h/3 + p sqrt(p) t_w m: its t_h and t_w terms round 2(p - 1)/3 and (sqrt(p) - 1) p up, but its start-ups are half the 2(sqrt(p) - 1) turns its own argument counts. Meshes only, as in the text (a linear array of 2^k nodes counts as M(2^k, 1)); tori are refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase %1 of %2, halving in %3 (sub-meshes of %4 x %5 nodes): every node sends the %6 packets it holds for the other half, as one worm, to its partner %7 hops away in its %8. The %7 worms that leave one half of a segment all cross its middle channel: up to %9 worms on one channel, so they take %9 turns and the phase lasts %9 (t_s + %7 t_h + %6 t_w m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase %1 of %2, halving in %3 (sub-meshes of %4 x %5 nodes): every node sends the %6 packets it holds for the other half, as one worm, to its neighbour in its %7; no two worms share a channel (max link load %8), so the phase lasts t_s + t_h + %6 t_w m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with their mirror across the sub-mesh&apos;s vertical middle line (the horizontal sides of the rectangles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with their mirror across the sub-mesh&apos;s horizontal middle line (the vertical sides of the rectangles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with the opposite corner of their rectangle (its diagonal, routed X then Y through a corner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: quadrant exchange on a mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text&apos;s algorithm designed for wormhole meshes M(2^k, 2^k): each phase splits every sub-mesh of side s into four quarters and moves every packet into the quarter of its destination, in s/2 steps. In step i the nodes on the i-th diagonal of each quarter (wrapped: (b - a) mod s/2 = i - 1, a and b the distances from the sub-mesh&apos;s nearest corner) do a micro-AAS with their mirror images in the other three quarters, the corners of a rectangle centred in the sub-mesh; its 3 rounds exchange with the horizontal mirror, the vertical mirror and the opposite corner (routed X then Y through a corner), each message the p/4 packets for the partner&apos;s quarter, re-sorted into new blocks after each phase as in the hypercube exchange. The text&apos;s figures are lost: the mirror pairing and the wrapped diagonals are this reconstruction&apos;s, and give the caption&apos;s M(4,4) structure, a phase of 2 steps and one of 1 step (the caption calls them 2-round and 1-round), 9 engine rounds. The text gives no cost and says nothing of contention: with one node pair per row and per column in every round, the engine finds every round contention-free (max link load 1), so the 3(sqrt(p) - 1) rounds cost 3(sqrt(p) - 1)(t_s + t_w m p/4) plus t_h per hop of each round&apos;s longest worm: three quarters of the binary exchange&apos;s t_w term for one and a half times its start-ups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase %1 of %2 (sub-meshes of %3 x %3 split into quarters of %4 x %4), step %5 of %6, round %7 of 3 of the micro-AAS: the %8 nodes on diagonal %5 of every quarter exchange %9, one worm of %10 packets each way (max link load %11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all scatter: ring pipeline in both directions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With all ports and full-duplex links the ring pipeline runs both ways at once: every node sends the packets for the nodes up to floor(z/2) steps clockwise as one message to its right neighbour and those for the nodes up to floor((z-1)/2) steps anticlockwise to its left one; each receiver keeps its own packet and forwards the rest. That takes R = floor(z/2) rounds, round k carrying at most R-k+1 packets per message: t_s R + t_w m R(R+1)/2, about half the rounds and a quarter of the t_w term of the one-way pipeline. For odd z this is the seed&apos;s sum, t_s (z-1)/2 + t_w m (z^2-1)/8, which it rounds to z^2/8, and it meets the cut bound t_w m (z^2-1)/8. For even z the packet to the opposite node, z/2 steps away either way, goes clockwise with the right-bound message (the seed does not say): z/2 rounds and t_w m z(z+2)/8, z/4 t_w m above the cut bound; sending it the other way from every second node balances the links but leaves each round as long, since a round lasts as long as its largest message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends at once a message of %3 packet(s) to its right neighbour and one of %4 packet(s) to its left one; each receiver keeps the packet addressed to it and forwards the rest in the same direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2: the anticlockwise messages have all arrived; every node sends its right neighbour the last packet it carries, the one for the node opposite the packet&apos;s origin, which went clockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seed&apos;s formula leaves out the per-hop time t_h, which every round pays once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs on two-dimensional tori (torus:AxB), not on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all scatter on a cycle: micro-permutations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed&apos;s 1-port direct exchange on a ring T(z), z = 4t: drawn as a circle with node k at angle (k + 1/2) 360/z degrees, quadrant I holds u_1 .. u_t = nodes 0 .. t-1, and u_i&apos;s mirror images are u_i^y = 2t-1-k (quadrant II), u_i^xy = k+2t (III) and u_i^x = z-1-k (IV). Each round is one micro-permutation, pi1 and pi2 for each of the t(t-1) ordered pairs (u_i, u_j), then pi3 and pi4 for each u_i: two 4-cycles that each go once round the ring, one each way, every message the shorter way (pi4&apos;s half-way messages: u_i and u_i^xy go up, u_i^x and u_i^y down), so every channel carries exactly one message and the seed&apos;s lists as printed deliver every packet exactly once. Because a micro-permutation fills all 2z channels, no two share a round: the engine measures 2t^2 = z^2/8 rounds (z = 4: 3, since u_(i+1 mod 1) is u_i and pi3&apos;s two cycles take a round each), which equals the bisection bound, z^2/4 packets crossing a two-link cut each way over 2 channels. The seed&apos;s Lemma reads &quot;2[z/2]^2 rounds&quot;, z^2/2, four times the measured count; its own count of micro-permutations, 2t(t-1) + 2t = 2 (z/4)^2, suggests the OCR lost a 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2: micro-permutation %3, %4 messages among %4 nodes, each the shorter way round (at most %5 hops); together they go once round the ring in each direction they use, so no channel carries two messages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all scatter on a 2D torus: interleaved micro-permutations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed generalises the cycle&apos;s micro-permutations to T(z, z), z = 4t, by the cartesian product and interleaves up to t disjoint horizontal and vertical micro-permutations in one round &quot;so that all mesh links are used in each round&quot;; it gives no round count. Here every packet is one worm, row first: those that stay in their row run the cycle&apos;s micro-permutations in that row, those that stay in their column the same in the column, and the others the product h x v of a horizontal and a vertical piece, (a, b) -&gt; (h(a), v(b)), which fills the rows v moves and the columns h moves with one message per channel. Pieces that share no node and no line in the same direction share a round, packed first fit (products first) once with whole micro-permutations and once with their one-way cycles, the fewer rounds kept; every round is contention-free and 1-port, and the narration counts the channels it uses. The engine measures 15 rounds on torus:4x4 (the 1-port bound p - 1); 64 on torus:8x8, every one using all 256 channels as the seed claims for M(8,8), which is the bisection bound z^3/8; 222 on torus:12x12 (bound 216), 513 on torus:16x16 (512), 1010 on torus:20x20 (1000): all links are used in most rounds, not in every one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2: %3 product(s) of a horizontal and a vertical piece (%8), %4 piece(s) in a row and %5 in a column, sharing no node and no line in the same direction; %6 of the %7 channels carry one message each, none two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a piece is a micro-permutation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a piece is a one-way cycle of a micro-permutation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 (Algorithm %3): every node sends, in each listed dimension at once, the element in the listed local address to its neighbour and stores the one coming back there (address in dimension): %4. Each of the %5 channels used carries one element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 1 (rotated complement pairs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 2 (staggered complement pairs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 2 for the all-port full-duplex d-cube, one element per channel direction per step. After the local alignment every node keeps in local address a the element with relative address a; each complement pair (u, ~u) must send one element across every dimension. Pair u is exchanged in dimension r at step (u + r) mod K/2: in every step each dimension serves exactly one pair, so every channel carries one element in every step and the exchange takes K/2 steps of t_s + t_w m, the fewest possible. The price is the span: a pair that wraps around the end of the schedule is in transit for up to K/2 steps. The paper&apos;s Table 5 is the schedule on four dimensions (its caption says five).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 1 for the all-port full-duplex d-cube, one element per channel direction per step. After the local alignment (j|i) -&gt; (j|j XOR i) every node keeps in local address a the element whose relative address (source XOR destination) is a, and every exchange moves one address&apos;s contents across one dimension in all nodes at once. Of a complement pair (u, ~u) exactly one address has bit r set, so each pair sends one element across each dimension. Algorithm 1 takes the pairs d at a time: pair u of a group is exchanged in dimensions u, u+1, ..., u+d-1 mod d in d successive steps, so all d channels of every node carry one element in every step but those of a last, incomplete group. K = 2^d elements per node: d ceil(K/2d) steps of t_s + t_w m, span d; the paper&apos;s Table 4 is the first group on the 3-cube (`collviz-cli table` prints the schedule). Table 6 gives the fewest local addresses in transit as 2((K/2) mod d), which is 0 where d divides K/2 (d = 1, 2, 4, 8); there every group is full and every step moves 2d addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all broadcast on time-arc-disjoint trees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2: along every arc of level %1 of each node&apos;s translated tree the packet of the tree&apos;s root moves one hop; the arcs of one level have distinct directions, so no channel carries two packets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--repeat %1 means nothing for %2; it applies to the alltoall-jh algorithms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no memory or multiple-AAPC table; --memory and --repeat apply to the alltoall-jh algorithms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all broadcast around link-disjoint Hamiltonian cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The torus is split into link-disjoint Hamiltonian cycles H_1 and H_2 (on a 3D torus three, H_1 .. H_3: seed 002&apos;s multi-dimensional generalization), which together use every link; the engine finds them by a search (square switches from the rings of each dimension, with a fixed pseudo-random tie-break and a work limit) and checks them. Every node splits its packet into halves (thirds) of m/2 (m/3) words; half c travels both ways round H_c. Of the four directed rings of a 2D torus, forward and backward on H_1 carry the first halves and forward and backward on H_2 the second: in round r every node sends forward on H_c the piece that started r - 1 hops behind it and backward the one that started r - 1 hops ahead, so each channel carries one piece a round and a node receives 2d pieces a round; a packet is merged where its last piece arrives. A piece reaches the farthest node, N/2 hops round its cycle, in round floor(N/2) = ceil((N - 1)/2); with an even N the last round only goes forward. Lemma 12 (reconstructed, its symbols were lost): t = ceil((N - 1)/2)(t_s + t_w m/2), the seed&apos;s mu = m and t_m = t_w, about (N/2) t_s + (N/4) t_w m. TADTs (allgather-tadt) need ceil((N - 1)/4)(t_s + t_w m): the same data volume, about (N/4) t_w m, in half the rounds, so TADTs win by a factor of 2 when start-ups dominate and the two tie when t_w m dominates (torus:5x5: 12 rounds against 6, time 18 against 12 with t_s = t_w = m = 1, 6 against 6 with t_s = 0). The seed&apos;s claim in step 4.3 that the two halves of a packet reach a node in different rounds, &quot;since the distance of i and j along H_1 differs from their distance along H_2&quot;, does not follow from link-disjointness; the engine measures it for the cycles of every run (each round&apos;s narration, collviz-cli cycles). It holds on torus:5x5 (all 600 ordered pairs apart) and fails on torus:3x3 (20 of 72 pairs get both halves in one round), 3x4 (20 of 132), 4x4 (52 of 240), 4x6 (78 of 552), 6x6 (112 of 1260), 7x5 (62 of 1190) and 7x7 (130 of 2352); on 3x3, 3x4 and 4x4 no decomposition at all keeps every pair apart (the tests enumerate them all). Nothing depends on it: a node merges a packet in the round its last piece arrives. Refused: meshes (a boundary node&apos;s odd or lower degree leaves no decomposition), rings, and tori with a side below 3 or more than three dimensions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2: on each of the %3 Hamiltonian cycles every node passes one piece of m/%3 words forward and one backward; %4 packets are complete at a receiver this round, and %5 times two pieces of one packet reached a node together (seed 002 says they never do).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2: on each of the %3 Hamiltonian cycles every node passes one piece of m/%3 words forward only, to the node half way round; %4 packets are complete at a receiver this round, and %5 times two pieces of one packet reached a node together (seed 002 says they never do).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every node broadcasts its packet down its own spanning tree whose arcs are labelled with the round (level) in which the packet crosses them; in round l every node forwards, along each level-l arc of the trees through it, the packet of that tree&apos;s root, one packet per message. Lemma 8 (its formulas were lost in the seed and are reconstructed here): in a noncombining store-and-forward full-duplex network of k ports every node receives its N - 1 packets as separate messages, at most k a round, so at least ceil((N - 1)/k) rounds and ceil((N - 1)/k)(t_s + t_w m) when a channel carries one packet a round; all-port: k = the node degree, and on a mesh the largest ceil((N - 1)/deg v), set by a corner. Lemma 11 (reconstructed): on a vertex-symmetric topology the translations of one generic tree never use one channel in the same round (Corollary 10) exactly when the arcs of each level have distinct directions (on a hypercube: distinct dimensions); the engine checks both. Square torus T(z,z), z odd: the seed&apos;s four 90-degree rotations of a snake through a quarter, height (z^2 - 1)/4. Cube torus T(z,z,z), z odd: the seed takes six rotations of a 3D snake over the six pyramids, but (z^3 - 1)/6 is a whole number only when z = 1 (mod 3), and no group of 6 proper rotations splits the N - 1 nodes into orbits of 6. The engine uses the group of the rotoreflection g(x, y, z) = (-z, -x, -y) (a 60-degree turn about the diagonal and the reflection in the plane x + y + z = 0), which maps +x, -y, +z, -x, +y, -z onto each other: every other node lies in an orbit of 6 and one level of a depth-first 3D snake adds one orbit with one arc in each direction; the diagonal nodes (a, a, a), fixed by g^2, form orbits {(a,a,a), (-a,-a,-a)} of 2 that need only one axis each, so they go last, three orbits a level along x, y and z; height (z^3 - z)/6 + ceil((z - 1)/6) = ceil((z^3 - 1)/6), the bound, for every odd z. Every other torus, ring and hypercube (rectangular, even sides; the seed only says it follows the same principle): a generic tree found by a level-by-level search with backtracking; meshes and linear arrays (not vertex-symmetric; the seed: harder): one tree per node, found jointly round by round so that no channel carries two packets in a round. The engine found trees of height equal to the bound on every torus, hypercube and mesh it was tried on (tst_tadt&apos;s sweep); where a search does not reach the bound the run says so. A size whose search does not finish within the limit of 60 000 000 steps (examined arcs or packets) is refused; collviz-cli tadt prints the trees and the checks. The lower bound the engine reports beside the run is lower than Lemma 8&apos;s time bound: it must also hold for schedules that send several packets over one channel in one round, whose start-ups overlap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine&apos;s search found trees of height %1 on %2, %3 rounds above Lemma 8&apos;s ceil((N - 1)/k) = %4, which is a lower bound that need not be reachable here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2: along every arc of level %1 of each node&apos;s own tree the packet of the tree&apos;s root moves one hop; the trees were searched so that no channel carries two packets in a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 4 in d block transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s blocking (section 5) of Algorithm 4: the subsets Algorithm 4 schedules together (blocks of cyclic pairs, group 1, the necklaces) are written column by column into a table of d rows, a subset that does not fit continuing at the top of the next column, so no subset is twice in a row. Each row is one block transfer: every channel carries one message with one element from each entry of the row. d block transfers of at most ceil(K/2d) elements (Lemma 4; the paper&apos;s Table 8 is d = 5), so with K/2 elements per channel in all the time is d t_s + (K/2) t_w m instead of K/2 (t_s + t_w m). Messages carry several elements, so the natural model is combining. `collviz-cli table --blocked` prints the table. With channels b elements wide (`table --channel-width B`) the same table, labelled row by row and right to left with b entries a step (Table 9), takes max(d, ceil(K/2b)) steps in every case the tests try, the fewest possible and what Table 9 and the paper&apos;s summary reach; Lemma 5 prints d ceil(K/2db), more by d ceil(K/2db) - ceil(K/2b) (d = 5, K = 32, b = 3: 6 steps, not 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 3 (Algorithms 2 and 1 combined)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 3 for the all-port full-duplex d-cube, one element per channel direction per step. After the local alignment every node keeps in local address a the element with relative address a, and each complement pair (u, ~u) must send one element across every dimension. Algorithm 2&apos;s staggered rule runs on the first n = d + (K/2 mod d) pairs (pair u in dimension r at step (u + r) mod n), Algorithm 1&apos;s rotated groups of d on the rest, so every channel carries one element in every step: K/2 steps of t_s + t_w m, span d + (K/2 mod d). Table 6 counts its local addresses in transit from a pair&apos;s first to its last exchange (2d .. 2(d + K/2 mod d)), while for Algorithm 2 it counts those exchanging in the step; `collviz-cli table --summary` prints both counts for every algorithm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 4 (greedy lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 4 with the greedy line drawing of Figure 3 (right) for group 1. The c cyclic complement pairs left over after the blocks of d take the last c rows of the d x d generating table G[i][j] = (i + j) mod d; line l runs down column l through rows 0 .. d-c-1-l, right through c columns, then down to row d-c-1, and its e-th entry schedules member e of the full (d - c)-necklace of 0^c 1^(d-c), in the entry&apos;s dimension at the column&apos;s step. Member e then crosses dimensions e .. e+d-c-1: exactly its own one-bits, for every d and c (the engine checks all d = 2 .. 10, c = 1 .. d-1). K/2 steps of t_s + t_w m, span d; for d = 5 the group is the right half of the paper&apos;s Table 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 4 (necklaces, optimal steps and span)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 4 for the all-port full-duplex d-cube: K/2 steps, the fewest, with span d, the least. Cyclic addresses (period below d) go as complement pairs in blocks of d in rotated dimension orders; the c = (cyclic pairs) mod d pairs left over take the last c rows of the d x d generating table G[i][j] = (i + j) mod d, and a full (d - c)-necklace the first d - c rows (group 1); every other full q-necklace runs alone in q steps, member r in dimension (i_k + r) mod d at step k (Lemma 2). Group 1 uses the diagonal lines of Figure 3 (left): line i is row i from column i + s_i on, its entry j scheduling member j in dimension (2i + s_i + j) mod d. The paper takes s_i = 0, which holds for odd d (the necklace is that of the bits 0, 2, ..., 2(d-c-1) mod d; it is the paper&apos;s 0^c 1^(d-c) only for c = 1 or d-1) and for even d with d - c &lt; d/2. For even d its rule fails: at c = d/2 (d &gt;= 4) the lines give the cyclic 0101..., and for c &lt; d/2 &apos;a skew of two columns&apos; for line d/2 repeats a dimension. The engine skews by one column: s_i = 1 for i &gt;= d/2, and for c = d/2 on the last line; the tests check every d = 2 .. 10 and c = 1 .. d-1. For d = 5 group 1 is the left half of Table 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 of %3 AAPCs in succession on axes of %4 dimensions sharing the local memory: %5. Every element keeps its local address; each channel direction carries at most one element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 of Algorithm 5: %3 AAPCs on axes of %4 dimensions, data sets on different axes at once; %5 elements move, at most one per channel direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --repeat S on hypercube:D (S dividing D) the run is S AAPCs in succession on S processor axes of d = D/S dimensions (axis 1 the lowest bits) sharing the d local memory dimensions: the permutation (a_S, ..., a_1 | a_0) -&gt; (a_S-1, ..., a_0 | a_S) of seed 004 section 2.3, one local alignment and one realignment for all axes (Lemma 1); `collviz-cli table --memory` prints the memory after each phase (Table 3 for hypercube:4 --repeat 2). The AAPCs are pipelined: a pair of local addresses starts AAPC m+1 one span after AAPC m, so the run takes T + (S-1) span steps. Corollary 2 prints K/2 + (S-1)d: Algorithm 1 misses it by d ceil(K/2d) - K/2 steps (e.g. 2 on hypercube:6 --repeat 2: 9, not 7), Algorithm 2 (span K/2) by (S-1)(K/2 - d). Algorithm 5&apos;s concurrent AAPCs (`table --concurrent`) plan in units of d steps; on the tested cases the engine&apos;s plan meets Theorem 2&apos;s bound in all three regimes where d divides K/2 and is d ceil(K/2d) - K/2 steps over where it does not (Algorithm 1&apos;s short last group). The packets are the moving elements; the all-to-all lower bound is not shown, it is not this permutation&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: every node sends, in each listed dimension at once, the element in the listed local address to its neighbour and stores the one coming back there (address in dimension): %3. Each of the %4 channels used carries one element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block transfer %1 of %2: every node sends over each channel one message holding one element from each of the %3 subsets of this row of the blocking table: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 on channels %3 elements wide: every channel carries up to %3 elements at once: %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::CommModel</name>
    <message>
        <source>the model is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model &apos;%1&apos; has an empty item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown model item &apos;%1&apos; in &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ports=%1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model items &apos;%1&apos; and &apos;%2&apos; both set the same aspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted: sf or wh, ports=1, ports=K (K = 1..%1, a plain decimal integer) or ports=all, duplex=half or duplex=full, combining or noncombining, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::Engine</name>
    <message>
        <source>unknown algorithm &apos;%1&apos;; accepted: %2 (see &apos;collviz-cli list&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--root means nothing for %1 (operation %2); it applies to broadcast, reduce, scatter and gather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--shift means nothing for %1 (operation %2); it applies to shift algorithms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost parameters are out of range; accepted: 0 &lt; m &lt;= 1e12 and 0 &lt;= t_s, t_w, t_h &lt;= 1e12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the source&apos;s formula leaves out the per-hop time t_h; the engine charges t_h for every hop a message travels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model is noncombining, so the transfers of several packets (%1) became %2 messages, each with its own start-up t_s and its own turn on the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model is combining, so the transfers of several packets (%1, with %2 packets) each travel as one message with one start-up t_s, not one per packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under store-and-forward the messages that cross more than one hop (%1, up to %2 hops) pay t_w per word on every hop, not once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under wormhole routing the messages that cross more than one hop (%1, up to %2 hops) pay t_w per word once, not on every hop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with half-duplex links the two directions of a link take turns: messages that waited for a link while it carried a message the other way: %1, on %2 links (counted per round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with ports=%1 messages waited for a port of their sender or receiver that other messages held: %2, in %3 of %4 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with ports=%1 a node has up to %2 messages travelling at the same time, where the formula&apos;s ports=%3 sends them one after another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages waited for a channel that another message held in the same direction: %1 (%2 under the natural model), in %3 of %4 rounds (max link load %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 would need about %3 of memory, more than the %4 %5; choose a smaller topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this process can still get (memory limits and free memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run ran out of memory; choose a smaller topology</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::Problem</name>
    <message>
        <source>node %1 does not hold packet %2 (from %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 does not hold the sum of item %2 over processors %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::Scenario</name>
    <message>
        <source>--%1 is not a scenario option; accepted: --%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--model is empty; give items such as sf, wh, ports=1, ports=all, duplex=half, noncombining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a SPEC such as hypercube:4 or ring:8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an id (see &apos;collviz-cli list&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is empty; it takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing; it takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an algorithm id (see &apos;collviz-cli list&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a SPEC such as hypercube:4, ring:8, mesh:4x4, torus:3x3x3 or tree:8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos;; accepted: %2 (see &apos;collviz-cli list&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 means nothing for %2 (operation %3); it applies to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 means nothing for %2 (operation %3); it applies to shift algorithms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{&quot;format&quot;: &quot;collviz-scenario/1&quot;, &quot;algorithm&quot;: ID, &quot;topology&quot;: SPEC, ...}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format %1 is not accepted; it takes &quot;%2&quot;, as in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is not part of a scenario; accepted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>params %1 is not accepted; it takes an object such as {&quot;m&quot;: 1, &quot;ts&quot;: 1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>member &apos;params.%1&apos; is not part of a scenario; accepted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is not accepted; it takes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a model SPEC as a JSON string (&quot;&quot; = the natural model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a non-empty JSON string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read scenario file &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos; is larger than 1 MiB; a scenario is one small JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos; is not a JSON object (%2 at offset %3); it takes one collviz-scenario/1 object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write scenario file &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> as a JSON number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a non-empty text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plain decimal number &gt; 0 and at most 1e12 (no sign), e.g. 1, 0.5 or 1e6%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plain decimal number &gt;= 0 and at most 1e12 (no sign), e.g. 0, 1, 0.5 or 1e6%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plain decimal integer %1..%2 (digits only, no sign)%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is not accepted; it takes %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 means nothing for %2; it applies to the alltoall-jh algorithms (s AAPCs in succession)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format %1 was written by a newer CollViz; this one reads &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>views %1 is not accepted; it takes an object such as {&quot;panels&quot;: [&quot;costChart&quot;]}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::Simulator</name>
    <message>
        <source>transfer %1 -&gt; %2 does not join two distinct processors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the path of transfer %1 -&gt; %2 is not a walk over links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 sends packet %2 it does not hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transfer %1 -&gt; %2 combines %3 packets in one message; the model is noncombining, so they are costed as %3 messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 sends %2 and receives %3 messages but has %4 port(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a combine names no inputs or a vertex that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 adds partial sum %2 it does not hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 adds partial sums of different items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 counts a contribution twice when adding partial sum %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::Sweep</name>
    <message>
        <source>--m &apos;%1&apos; is not a size range; accepted: MIN:MAX or one size M, decimals without sign with 0 &lt; MIN &lt;= MAX &lt;= 1e12, e.g. 1:4096</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--algorithms names no algorithm; give ids separated by commas (see &apos;collviz-cli list&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos;; accepted: %2 (see &apos;collviz-cli list&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--algorithms names %1 twice; name each once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sweep compares algorithms of one operation: %1 is %2, %3 is %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::Topology</name>
    <message>
        <source>accepted: hypercube:N (N = 1..%1), ring:Z, linear:Z (Z &gt;= %2), mesh:AxB[xC], torus:AxB[xC] (sides &gt;= %2), tree:P (P leaves, a power of two &gt;= %2), every size a plain decimal integer; at most %3 vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topology &apos;%1&apos; has no &apos;:&apos; between kind and size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown topology kind &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed size &apos;%1&apos; in topology &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a single size, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs 2 or 3 sides such as 4x4 or 3x3x3, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hypercube dimension %1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a balanced binary tree needs a power-of-two number of leaves &gt;= 2, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side %1 of &apos;%2&apos; is too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has more than %2 vertices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AllgatherHamiltonian</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AllgatherTadt</name>
    <message>
        <source>%1 cannot run here: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallCycleMicro</name>
    <message>
        <source>%1 needs a ring of z = 4t nodes (ring:4, ring:8, ring:12, ...), not %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallDirectExchange</name>
    <message>
        <source>%1 needs binary addresses, so every side a power of two (e.g. mesh:8x4, torus:4x4x4), not %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallHypercubeAllport</name>
    <message>
        <source>%1 runs on hypercube:1 to hypercube:%2, not on %3 (its schedule would have 2^%4 rounds of %5 one-packet transfers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the schedule table for %1 breaks the seed&apos;s conditions: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallMeshBex</name>
    <message>
        <source>%1 runs on two-dimensional meshes whose sides are powers of two (mesh:2^k x 2^l such as mesh:8x4, or linear:2^k), not on %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallMeshMicro</name>
    <message>
        <source>%1 needs a square 2D torus of side z = 4t (torus:4x4, torus:8x8, torus:12x12, ...), not %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallMeshQex</name>
    <message>
        <source>%1 runs on square two-dimensional meshes whose side is a power of two (mesh:2^k x 2^k such as mesh:8x8), not on %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::JohnssonHoAddressAlgorithm</name>
    <message>
        <source>%1 runs on hypercube:1 to hypercube:%2, not on %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::JohnssonHoPairAlgorithm</name>
    <message>
        <source>%1 runs on hypercube:1 to hypercube:%2, not on %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::hamiltonian</name>
    <message>
        <source>link-disjoint Hamiltonian cycles are built for 2D and 3D tori with every side &gt;= 3 (torus:5x5, torus:4x6, torus:7x5, torus:3x4x5, ...), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the search for %1 link-disjoint Hamiltonian cycles of %2 stopped at its work limit (%3 million squares examined, on a 2D torus about 3 N times its longest side); it finishes on tori such as torus:256x256, torus:100x300, torus:3x3000 and torus:25x25x25</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::report</name>
    <message>
        <source>rounds:       </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   (source: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time:         </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formula:      </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>              differs because </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower bound:  </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max link load: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (contention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delivered:    </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verified:     </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>violations:   </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operation:   </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topologies:  </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model:       </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source:      </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formula:     </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower bound: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>             (like every formula of the sources it leaves out the per-hop time t_h, which the engine charges)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>             (for the natural model; &apos;run --model&apos; shows the bound derived for another)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time / bound: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>             (it charges the per-hop time t_h, as the engine does)
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::core::tadt</name>
    <message>
        <source>arc %1 is not a link of the topology in that direction at a level &gt;= 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arc %1 leaves a node the tree has not reached before that level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arc %1 reaches a node the tree already reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 is not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two arcs of level %1 run along dimension %2, e.g. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two arcs of level %1 run in direction %2, e.g. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the arcs of every level run along distinct dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the arcs of every level run in distinct directions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree of node %1 has arc %2, which is not a link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in round %1 the trees of nodes %2 and %3 both use channel %4 -&gt; %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 channel uses by the %2 translated trees in %3 rounds, no channel twice in a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic time-arc-disjoint tree of %1, rooted at node 0 (seed 002)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  level %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height: %1 rounds, %2 arcs
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lemma 8 bound: %1 rounds, %1 (t_s + t_w m) (ceil((N - 1)/k), k = the node degree): %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanning tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lemma 11 (distinct directions per level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corollary 10 (contention-free by translation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree spans all %1 nodes from node %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree of node 0 has arc %1 at a level below 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree of node %1 has arc %2 at a level below 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 channel uses by the %2 trees in %3 rounds, no channel twice in a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed 002&apos;s four rotations of a snake through a quarter of the torus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six images of a 3D snake under the rotoreflection g(x, y, z) = (-z, -x, -y), the diagonal nodes (a, a, a) three orbits a level at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a generic tree found by the engine&apos;s level-by-level search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one tree per node found jointly by the engine&apos;s round-by-round search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large for the search for time-arc-disjoint trees: it %2 the work limit of %3 steps (examined arcs or packets); accepted are the sizes whose search ends within it, e.g. torus:70x70, torus:12x12x12, hypercube:11, mesh:19x19, mesh:7x7x7, linear:300 (square 2D and cube 3D tori of odd side need no search)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would need more than</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time-arc-disjoint trees are built on tori, rings, hypercubes, meshes and linear arrays, not on %1: its processors are leaves behind switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each of the %1 trees spans all %1 nodes from its root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not apply: %1 is not vertex-symmetric, so every node has its own tree and Corollary 10 is checked on the trees themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-arc-disjoint trees of %1, one per node (seed 002; not vertex-symmetric, so no translation)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree of node %1:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height: %1 rounds, %2 trees of %3 arcs
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found by: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 steps of the limit %2; starts: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not met (height %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lemma 8 bound: %1 rounds, %1 (t_s + t_w m) (the largest ceil((N - 1)/deg v)): %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanning trees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corollary 10 (contention-free, checked on every tree)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views</name>
    <message>
        <source>cannot write %1: .%2 is not an animation format; accepted: .gif, .png (numbered frames), .mp4, .webm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run has no rounds to animate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds %1 to %2 are not a range of the run&apos;s rounds 1 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frames per round must be 1..240 and seconds per round above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: MP4 and WebM are made by the ffmpeg program, which is not installed (Debian: apt-get install ffmpeg); GIF and PNG frames need nothing else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: no temporary folder for the frames (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: ffmpeg failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: the file name has no suffix to choose the format by; accepted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: .%2 is not a figure format; accepted: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made by CollViz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: one page per round is written as PDF only (.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::Autosave</name>
    <message>
        <source>Cannot autosave to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore the unsaved session from %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CollViz did not close cleanly last time; its setup, round and views were saved automatically.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::BatchExport</name>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; is not accepted; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use rounds (the per-round results) or schedule (the source&apos;s schedule table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use a round R (0 = the initial state), a range A-B with A &lt;= B, or all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the file to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use WxH in pixels, each 64..%1, e.g. 1200x900</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use a whole number 24..1200 (96 = screen size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use a whole number 1..240</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use a plain decimal number 0.05..600, e.g. 1.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use a plain decimal number 0..1 (no sign), e.g. 0.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use colour or mono (black and white for handouts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is not an export option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2 is not a format collviz-cli writes; accepted: .png, .svg, .pdf, .gif, .mp4, .webm, .csv, .md, or --format tikz, beamer or latex for a .tex file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name without a suffix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format %1 writes .%1 files, but --out &apos;%2&apos; ends in &apos;.%3&apos;; name the file *.%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export needs --out PATH, the file to write (its suffix names the format)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no result to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a table is written as csv, latex or md, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--round does not apply to a table: it lists every round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the network is written as %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows one round: give --round R (0 = the initial state, 1..%2)%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, or a range A-B or all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--round %1 is beyond the run&apos;s %2 rounds (0 = the initial state, 1..%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a TikZ figure shows one round; give --round R, or use --format beamer for all rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Beamer file has one overlay per round of the whole run; leave out --round or give all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an animation shows rounds 1..%1; round 0 is the initial state, which does not move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an SVG shows one round; give --round R, or use pdf (one page per round), gif or png frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use network, table, chart (the cost chart), tadt (the TADT levels) or matrix (the data matrix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cost chart is written as png, svg, pdf (the chart) or csv, latex, md (its sweep), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--what %1 is written as png, svg or pdf, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--what %1 shows one moment: give one --round R, not a range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data matrix shows one round: give --round R (0 = the initial state, 1..%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::ComparePanel</name>
    <message>
        <source>rounds: %1, run time %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished after round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: t = %2 of its %3 (run time so far %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contention: heaviest channel %1, %2 message(s) waited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heaviest channel of the run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rule violation(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 under %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B cannot run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B cannot run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B goes on after A&apos;s last round (%1): swap A and B to step through the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The algorithm to compare with A, the run on show (the same operation and network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural; e.g. sf,noncombining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make B the run on show: the clock steps through A&apos;s rounds, so put the longer run there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overrides of B&apos;s natural model (a what-if), e.g. sf, wh, ports=all, noncombining; empty: its natural model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::CostChartPanel</name>
    <message>
        <source>Time against m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time against p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t_s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t_w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t_h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossovers (time against m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural model of each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model SPEC applied to every algorithm (empty: each under its natural model), e.g. sf,ports=all or wh,noncombining; a new model rebuilds the schedules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log-log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hypercube d = 2..10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring p = 4..64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torus z x z, z = 2..16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markers (as in the list): the engine&apos;s simulated time. Lines: the source&apos;s formula. Dashed: the lower bound. Stars: crossovers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time against message size m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time against the number of processors p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not drawn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message size m (words)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processors p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m = %1: %2 is faster below, %3 above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time %1 at the crossover; %2 / %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none between m = %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, skipped:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Networks skipped: %1 (hover for why)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building each algorithm once on %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building each algorithm on every network of the family…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn: %1 on %2, re-costed at %3 sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an algorithm in the setup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.algorithms: unknown algorithm &apos;%2&apos; (see &apos;collviz-cli list&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::DataMatrixModel</name>
    <message>
        <source>no packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at its origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its way, at a node between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>travelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>some pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arriving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not included yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its own value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arriving in a partial sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from node i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial sums at node i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for node j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds the packet of node j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>include the contribution of node j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packet {%1,%2} from %3 for %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 and the packet of node %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 and the contribution of node %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows: %1; columns: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::DataMatrixPanel</name>
    <message>
        <source>Cell (i, j): the packet from node i for node j. All-to-all personalised exchange moves every packet across the diagonal: the matrix is transposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell (i, j): does node i hold the packet of node j? All-gather fills every row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell (i, j): do the partial sums at node i include the contribution of node j?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data matrix is drawn for up to %1 processors; this network has %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::ExportDialogs</name>
    <message>
        <source>There is no result to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG only: 96 is screen size, 300 print quality (the pixels grow with it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution (PNG):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title and caption (algorithm, network, model, round)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black and white for handouts (line styles instead of colours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has no rounds to animate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames per round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbered PNG frames (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP4 video, needs ffmpeg (*.mp4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WebM video, needs ffmpeg (*.webm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export LaTeX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TikZ figure of round %1 (standalone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beamer frame, one overlay per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black and white for handouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX (*.tex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-round results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source&apos;s schedule table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX, booktabs (*.tex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: .%2 is not a table format; accepted: .csv, .tex, .md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save cost chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save TADT levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save data matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the panel first (View menu): the picture is what it draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title and caption (what it shows, the costs, the checks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cost sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the cost chart first (View menu): the table is the sweep it draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cost chart (PNG, SVG, PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost &amp;sweep table (CSV, LaTeX, Markdown)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;TADT levels (PNG, SVG, PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Data matrix (PNG, SVG, PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::HeadlessPanel</name>
    <message>
        <source>the run gave no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cost chart was not drawn within 10 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the TADT view has nothing to show for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no panel &apos;%1&apos;; use chart, tadt or matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the panel has no drawing to export</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::MainWindow</name>
    <message>
        <source>Running %1 on %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the step-by-step replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back (←, Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward (→, Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round shown: 0 is the initial state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the engine run under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit network to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D networks as &amp;floors side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode (drawing, narration and playback only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset panel layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>&amp;Export schedule (collviz-schedule/1 JSON)…</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot run this setup: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 — CollViz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no result to export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the &amp;next node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the &amp;previous node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-space diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TADT levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;picture of the network (PNG, SVG, PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;animation (GIF, PNG frames, MP4, WebM)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;LaTeX (TikZ figure, Beamer overlays)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;table (CSV, LaTeX, Markdown)…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::NarrationPanel</name>
    <message>
        <source>Cannot run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This setup cannot run: the reason is shown above the drawing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first step: the processors hold the operation&apos;s initial data. Press Space to play or → to take one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(this round has no narration)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Start · %n round(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>What-if: this round breaks the model&apos;s rules %n time(s) (%1).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>What-if: this round breaks none of the model&apos;s rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round takes %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::NetworkFigure</name>
    <message>
        <source>No result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model %1%2; m = %3, t_s = %4, t_w = %5, t_h = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>initial state (%n round(s) follow)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>round %1 of %2, t = %3 of the round&apos;s %4 (run time %5 of %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channel load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3+ (take turns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port limit exceeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wormhole: a worm spans its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store-and-forward: hop by hop</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Overview of %n vertices: dark = holds data, idle links not drawn</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>#j: position in the shift&apos;s ring order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::NetworkView</name>
    <message>
        <source>Node %1 (processor %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position %1 in the shift&apos;s ring order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Holds %n packet(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Exceeds its port limit in this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channel %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (wraparound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial state: nothing is sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle in round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n message(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message %1 -&gt; %2, %n packet(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Channel load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port limit exceeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wormhole: a worm spans its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store-and-forward: hop by hop</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Overview of %n vertices: dark = holds data, idle links not drawn</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Drag or Shift+arrows: rotate, Shift+drag: pan, R: reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#j: position in the shift&apos;s ring order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V: rotatable 3D view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V: floors side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L: hide legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 -&gt; %2, %n packet(s), on this channel %3 to %4</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Travels from %1 to %2 of the round&apos;s %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3, 4, …: take turns (numbered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selected node (N: next)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highlighted transfer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::PanelFigure</name>
    <message>
        <source>Cost chart: time against p, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost chart: time against m, %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t_s = %1, t_w = %2, t_h = %3; lines: the source&apos;s formula, markers: the engine&apos;s times, dashed: the lower bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m = %1 (%2 faster below, %3 above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; crossovers (stars): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-arc-disjoint trees on %1: level %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data matrix: %1 on %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initial state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model %1; m = %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::PseudoCodePanel</name>
    <message>
        <source>The source&apos;s pseudo-code for this algorithm is written for another network; on %1 the schedule follows the rule in the description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pseudo-code for this algorithm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a processor in the drawing to follow its pseudo-code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processor %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no pseudo-code trace was recorded for this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: before the first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in round %2: line %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in round %2: idle.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::ResultsModel</name>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (source: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the source gives none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time / formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time / bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The postcondition holds and no rule was broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The postcondition fails or a rule was broken; see below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max link load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most messages one channel carried in one round (contention serialises them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (what-if; natural: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, p = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Postcondition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::ResultsPanel</name>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::RoundsModel</name>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::ScenarioFiles</name>
    <message>
        <source>%1 — %2, round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;ve scenario as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CollViz scenarios (*.collviz *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CollViz scenarios (*.collviz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost chart — %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>views: there is no panel &apos;%1&apos;; accepted: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::ScheduleTableModel</name>
    <message>
        <source> … (%1 packets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 sends to %3, %n packet(s), from %4 to %5</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 receives from %3, %n packet(s), from %4 to %5</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Contention: a channel of its path carries %1 messages in this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exceeds its port limit in this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processor %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::ScheduleTablePanel</name>
    <message>
        <source>Per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source&apos;s table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This algorithm is not driven by a table of its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what each node sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what each node receives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected cells (or the whole table) as tab-separated text (Ctrl+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ to, ← from; d: hypercube dimension, ±x/±y/±z: mesh direction; t: start–finish in the round; ⚠n: a channel carries n messages; ✖: a rule is broken. Click: go to the round and highlight these transfers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1) holds: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1) fails: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::Session</name>
    <message>
        <source>the engine returned nothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::SetupPanel</name>
    <message>
        <source>One-to-all broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-one reduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all reduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-to-all personalized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-one personalized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-to-all personalized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circular shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypercube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimensions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves p:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift q:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The processor that holds the data at the start (or collects it at the end).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every processor i sends its datum to processor (i + q) mod p.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store-and-forward (SF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wormhole (WH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k-port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full duplex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half duplex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combining (several packets in one message)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the algorithm&apos;s natural model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switching:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m (words):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t&lt;sub&gt;s&lt;/sub&gt; (start-up):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t&lt;sub&gt;w&lt;/sub&gt; (per word):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t&lt;sub&gt;h&lt;/sub&gt; (per hop):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension n:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processors z:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side z&lt;sub&gt;1&lt;/sub&gt;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side z&lt;sub&gt;2&lt;/sub&gt;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side z&lt;sub&gt;3&lt;/sub&gt;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: p = %2 processors, diameter %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No algorithm is registered for this operation yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No algorithm for %1 is registered yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if: the algorithm&apos;s natural model is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;&lt;small&gt;%2&lt;/small&gt;&lt;br/&gt;Formula: %3&lt;br/&gt;&lt;small&gt;%4&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::TadtPanel</name>
    <message>
        <source>No network yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No time-arc-disjoint tree here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanning tree from node 0: %1.
Lemma 11 (the arcs of one level have distinct directions): %2.
Corollary 10 (the %3 translated trees never use a channel twice in a round): %4.
Height %5 levels; Lemma 8&apos;s bound: %6 rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level shown: the round in which the trees&apos; packets cross these arcs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the cycles of the schedule&apos;s transfers, one colour and line style each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cycle %1 (%2 channels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schedule&apos;s cycles: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic tree from node 0: %1 levels (level %2 thick)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node 0&apos;s own tree (each node has its own): %1 levels (level %2 thick)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many nodes to overlay the translated trees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 translated trees at level %2: %3 channels, each used once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 translated trees at level %2: %3 channels, %4 used more than once</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::TimeSpacePanel</name>
    <message>
        <source>Solid: travelling · dotted: waiting for a port or channel · dashed: resting at a node · wheel, +/- zoom · 0 fits · click a message to go to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows: processors; left to right: engine time. Store-and-forward: a thick start-up at the sender, then one line per hop, coloured by its channel&apos;s load in the round. Ctrl+wheel zooms the rows; drag to pan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::TimeSpaceView</name>
    <message>
        <source>Round %1: %2 → %3, start %4, finish %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waited %1 at its sender for a port or channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heaviest channel load on its path: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds 1-%1 of %2 drawn (at most %3 messages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::tables</name>
    <message>
        <source>%1 on %2, model %3: per-round results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max link load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total time %1 over %2 rounds; max link load %3; verified: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source&apos;s formula: %1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound: %1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no schedule table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1) %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time against m on %1 (t_s = %2, t_w = %3, t_h = %4, %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each algorithm under its natural model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossover at m = %1: %2 is faster below, %3 above (time %4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::tikz</name>
    <message>
        <source>%1 (%2) on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model %1; m = %2, t_s = %3, t_w = %4, t_h = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>initial state (%n round(s) follow)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>round %1 of %2 (time %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channel load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3+ (take turns)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>collviz::views::viewoptions::Reader</name>
    <message>
        <source>member &apos;%1.%2&apos; is not part of a scenario; accepted: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.%2 %3 is not accepted; it takes %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number %1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number %1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a JSON string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--%1 &apos;%2&apos; is not accepted; it takes %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CollViz: collective communication, step by step.
Whole numbers (sizes, ports=K, root, shift, round) are plain decimal integers: digits only, no sign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; see &apos;collviz --help&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is given more than once; give it once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an option; see &apos;collviz --help&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 only applies with --screenshot FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plain decimal number 0..1 (no sign), e.g. 0.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plain decimal integer 0..%1 (digits only, no sign)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WxH in pixels, each 1..%1, e.g. 1440x900</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--screenshot is empty; it takes the name of a .png, .svg or .pdf file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
