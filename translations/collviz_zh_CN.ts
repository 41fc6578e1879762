<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>collviz::core::Algorithm</name>
    <message>
        <source>%1 runs on %2, not on %3</source>
        <translation>%1 运行在 %2 上，不能运行在 %3 上</translation>
    </message>
    <message>
        <source>root %1 is not a processor of %2 (accepted: 0..%3)</source>
        <translation>根 %1 不是 %2 的处理器（可接受：0..%3）</translation>
    </message>
    <message>
        <source>shift %1 is out of range for %2 (accepted: 1..%3)</source>
        <translation>移位量 %1 超出 %2 的范围（可接受：1..%3）</translation>
    </message>
    <message>
        <source>All-to-all broadcast on a ring</source>
        <translation>环上的全对全广播</translation>
    </message>
    <message>
        <source>Every node sends its own message to its right neighbour; in each of the following steps it forwards the message it has just received. After p-1 steps every node holds all p messages. Only one link direction is used and every link carries one message per step, which is asymptotically optimal because the ring&apos;s bisection width is 2.</source>
        <translation>每个节点把自己的消息发送给右邻居；在随后的每一步中，它转发刚刚收到的消息。p-1 步之后，每个节点都持有全部 p 条消息。只使用链路的一个方向，每条链路每步传送一条消息；由于环的对分宽度为 2，这在渐近意义上是最优的。</translation>
    </message>
    <message>
        <source>All-to-all broadcast on a mesh or torus</source>
        <translation>网格或环面上的全对全广播</translation>
    </message>
    <message>
        <source>First every row performs the ring all-to-all broadcast: in a-1 steps each node passes the message it received last to its right neighbour, so every node ends up with the a messages of its row. Each node then consolidates them into one message of a m words, and every column performs the same ring algorithm on these in b-1 steps; on a 3D mesh or torus the z-lines follow with the consolidated planes. The time is t_s (a + b - 2) + t_w m (p - 1) in 2D (2 t_s (sqrt p - 1) + t_w m (p - 1) on a square; plus c - 1 start-ups in 3D), and each node must receive m (p - 1) words anyway. The text treats every row and column as a ring; on a mesh without wraparound the message from the last node travels back along the line over channels no other message uses, which costs nothing extra under wormhole routing when t_h = 0 but a - 1 hops of t_w m under store-and-forward.</source>
        <translation>首先每一行执行环上的全对全广播：在 a-1 步中，每个节点把最后收到的消息传给右邻居，于是每个节点最终持有本行的 a 条消息。然后每个节点把它们合并成一条 a m 字的消息，每一列再用 b-1 步对这些消息执行同样的环算法；在三维网格或环面上，z 线随后对合并后的平面执行同样的操作。二维时所需时间为 t_s (a + b - 2) + t_w m (p - 1)（正方形上为 2 t_s (sqrt p - 1) + t_w m (p - 1)；三维时再加 c - 1 次启动），而每个节点无论如何都必须接收 m (p - 1) 个字。教材把每一行和每一列都当作环；在没有回绕链路的网格上，来自最后一个节点的消息沿该线返回，经过其他消息不使用的信道；在虫孔路由且 t_h = 0 时这不增加开销，但在存储转发下要付出 a - 1 跳、每跳 t_w m 的代价。</translation>
    </message>
    <message>
        <source>All-to-all broadcast on a hypercube</source>
        <translation>超立方体上的全对全广播</translation>
    </message>
    <message>
        <source>In step i (i = 0 .. d-1) every node exchanges everything it holds with its neighbour across dimension i and adds what it receives. After step i every node holds the messages of its subcube of 2^(i+1) nodes, so the message doubles every step: m, 2m, 4m, ... words. The time is t_s log p + t_w m (p - 1), which no 1-port algorithm can beat: it needs log p start-ups to hear from everyone and must receive m (p - 1) words.</source>
        <translation>在第 i 步（i = 0 .. d-1）中，每个节点与其第 i 维上的邻居交换它持有的全部内容，并加入收到的内容。第 i 步之后，每个节点持有其 2^(i+1) 个节点的子立方体的所有消息，因此消息每步加倍：m、2m、4m……个字。所需时间为 t_s log p + t_w m (p - 1)，任何单端口算法都无法更快：它需要 log p 次启动才能得到所有节点的消息，而且必须接收 m (p - 1) 个字。</translation>
    </message>
    <message>
        <source>All-to-all reduction on a ring</source>
        <translation>环上的全对全归约</translation>
    </message>
    <message>
        <source>The dual of the ring all-to-all broadcast: the messages run the other way round and are added up instead of collected. In step i every node sends to its left neighbour the partial sum for the node i places to its right: its own contribution plus the partial sum it received in the step before. After p-1 steps every node receives the sum of all other contributions for itself and adds its own. Every message is m words, so the time is (t_s + t_w m)(p - 1), as for the broadcast.</source>
        <translation>环上全对全广播的对偶：消息沿相反方向传递，并且被相加而不是被收集。在第 i 步中，每个节点向左邻居发送发往其右侧第 i 个节点的部分和：即它自己的贡献加上上一步收到的部分和。p-1 步之后，每个节点收到其他所有贡献中属于自己的总和，再加上自己的贡献。每条消息都是 m 个字，因此所需时间为 (t_s + t_w m)(p - 1)，与广播相同。</translation>
    </message>
    <message>
        <source>All-to-all reduction on a hypercube</source>
        <translation>超立方体上的全对全归约</translation>
    </message>
    <message>
        <source>The hypercube all-to-all broadcast run backwards, with sums instead of unions. Every node starts with a contribution for every node. In the first step it sends the p/2 partial sums meant for the other half of the cube (highest dimension) to its partner there and adds the partner&apos;s sums for its own half; then the same within the half, with p/4 sums, and so on down to dimension 0. The messages halve every step, so the time is t_s log p + t_w m (p - 1), the same as the broadcast.</source>
        <translation>反向执行的超立方体全对全广播，用求和代替求并。每个节点一开始对每个节点都有一份贡献。第一步中，它把发往立方体另一半（最高维）的 p/2 个部分和发给那里的伙伴，并加上伙伴发来的属于自己这一半的部分和；然后在这一半内以 p/4 个部分和重复同样的操作，依此类推直到第 0 维。消息每步减半，因此所需时间为 t_s log p + t_w m (p - 1)，与广播相同。</translation>
    </message>
    <message>
        <source>All-reduce on a hypercube</source>
        <translation>超立方体上的全归约</translation>
    </message>
    <message>
        <source>The communication pattern of the hypercube all-to-all broadcast: in step i every node exchanges its partial sum with its neighbour across dimension i. Instead of concatenating, both add the two sums, so after step i every node holds the sum over its subcube of 2^(i+1) nodes and the message never grows. The time is (t_s + t_w m) log p, half of a reduction followed by a broadcast.</source>
        <translation>采用超立方体全对全广播的通信模式：在第 i 步中，每个节点与其第 i 维上的邻居交换部分和。两者不是拼接，而是把两个和相加，因此第 i 步之后，每个节点持有其 2^(i+1) 个节点的子立方体上的总和，消息从不增大。所需时间为 (t_s + t_w m) log p，是先归约再广播所需时间的一半。</translation>
    </message>
    <message>
        <source>Prefix sums on a hypercube</source>
        <translation>超立方体上的前缀和</translation>
    </message>
    <message>
        <source>Node k must end with n_0 + ... + n_k. Every node keeps two sums: msg, the sum over its current subcube, which it exchanges with its neighbour across dimension i in step i exactly as in the all-reduce, and result, its own prefix sum. A node adds the number it receives to msg always, and to result only when the partner&apos;s label is smaller than its own, because only then are the partner&apos;s numbers in its prefix. The time is (t_s + t_w m) log p. The seed&apos;s listing closes the loop before the &apos;if partner &lt; my_id&apos; test; the test belongs inside the loop, as the sums of Fig. 3.3.2 show, and that is what runs here.</source>
        <translation>节点 k 最终必须得到 n_0 + ... + n_k。每个节点保存两个和：msg 是其当前子立方体上的总和，它在第 i 步中与第 i 维上的邻居交换 msg，与全归约完全相同；result 是它自己的前缀和。节点总是把收到的数加到 msg 上，只有当伙伴的标号小于自己的标号时才加到 result 上，因为只有这时伙伴的数才属于它的前缀。所需时间为 (t_s + t_w m) log p。种子文献的程序在 &apos;if partner &lt; my_id&apos; 判断之前就结束了循环；这个判断应当位于循环之内，正如图 3.3.2 的和所示，这里运行的也正是如此。</translation>
    </message>
    <message>
        <source>All-to-all personalized: standard exchange</source>
        <translation>全对全个性化通信：标准交换</translation>
    </message>
    <message>
        <source>The cube is halved log p times. In each round every node gathers the p/2 packets it holds whose destinations lie in the opposite subcube, combines them into one message and exchanges it with its partner across the current dimension, highest dimension first. Every message has the same size, m p/2 words, so the time is (t_s + t_w m p/2) log p: few start-ups, but each packet is sent log p / 2 times on average, which is why it loses to the pairwise exchange for large m. It needs a combining model.</source>
        <translation>立方体被对分 log p 次。在每一轮中，每个节点收集它持有的、目的地位于对面子立方体的 p/2 个数据包，把它们合并成一条消息，并与当前维上的伙伴交换，从最高维开始。每条消息大小相同，都是 m p/2 个字，因此所需时间为 (t_s + t_w m p/2) log p：启动次数少，但每个数据包平均被发送 log p / 2 次，这就是 m 较大时它不如成对交换的原因。它需要合并模型。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends the %3 packets whose destinations differ from it in bit %4 to its partner across dimension %4, as one message.</source>
        <translation>第 %1 轮，共 %2 轮：每个节点把目的地与自己在第 %4 位上不同的 %3 个数据包作为一条消息发给第 %4 维上的伙伴。</translation>
    </message>
    <message>
        <source>All-to-all personalized: pairwise exchange</source>
        <translation>全对全个性化通信：成对交换</translation>
    </message>
    <message>
        <source>In step j (j = 1 .. p-1) every node i sends the packet for node i XOR j directly to it, over the e-cube route, and receives that node&apos;s packet in return. Every packet travels once, on a shortest path, and e-cube routing keeps all paths of a step on distinct channels, so the time is (t_s + t_w m)(p - 1) plus the per-hop time the text ignores. It needs cut-through (wormhole) routing: under store-and-forward each message pays t_w m once per hop.</source>
        <translation>在第 j 步（j = 1 .. p-1）中，每个节点 i 沿 E 立方路由把发往节点 i XOR j 的数据包直接发给它，并收到该节点发来的数据包。每个数据包只传送一次，走最短路径，而 E 立方路由使一步中的所有路径都位于不同信道上，因此所需时间为 (t_s + t_w m)(p - 1)，再加上教材忽略的每跳时间。它需要直通（虫孔）路由：在存储转发下，每条消息每跳都要付出一次 t_w m。</translation>
    </message>
    <message>
        <source>All-to-all personalized: ring pipeline</source>
        <translation>全对全个性化通信：环流水线</translation>
    </message>
    <message>
        <source>the model is noncombining, so each packet is its own message and pays its own start-up</source>
        <translation>该模型是非合并的，因此每个数据包都是独立的消息，各自付出启动时间</translation>
    </message>
    <message>
        <source>with half-duplex links the two nodes of ring:2 send over their one link in turn</source>
        <translation>在半双工链路下，ring:2 的两个节点轮流经由它们唯一的链路发送</translation>
    </message>
    <message>
        <source>the texts&apos; formula leaves out the per-hop time t_h, which every step pays once</source>
        <translation>教材的公式忽略了每跳时间 t_h，而每一步都要付出一次</translation>
    </message>
    <message>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>z-line</source>
        <translation>z 线</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>All-to-all personalized: ring pipeline per dimension</source>
        <translation>全对全个性化通信：逐维环流水线</translation>
    </message>
    <message>
        <source>The ring pipeline runs once per dimension. In the first phase every node groups its packets by the column of their destination and runs the ring pipeline inside its row with clusters of p/z_1 packets, so afterwards each node holds only packets for its own column; the second phase does the same inside the columns, grouped by row, and a third dimension adds a third phase. Each phase costs (t_s + t_w m p/2)(z_k - 1), which on a sqrt(p) x sqrt(p) mesh gives the text&apos;s (2 t_s + t_w m p)(sqrt(p) - 1). A mesh has no wraparound link, so the message from the last node of a line back to the first travels along the line over the opposite-direction channels, which no other message uses: with wormhole routing and t_h = 0 it costs the same as one hop. The local rearrangement of packets between phases (t_r m p in the text) is not counted.</source>
        <translation>环流水线在每一维上各运行一次。第一阶段中，每个节点按目的地所在的列对数据包分组，并在本行内以 p/z_1 个数据包为一簇运行环流水线，之后每个节点只持有发往本列的数据包；第二阶段在各列内按行分组做同样的操作，第三维再增加第三个阶段。每个阶段的代价为 (t_s + t_w m p/2)(z_k - 1)，在 sqrt(p) x sqrt(p) 网格上即为教材的 (2 t_s + t_w m p)(sqrt(p) - 1)。网格没有回绕链路，因此从一条线的最后一个节点返回第一个节点的消息沿该线经由反方向信道传送，其他消息都不使用这些信道：在虫孔路由且 t_h = 0 时，其代价与一跳相同。阶段之间数据包的本地重排（教材中的 t_r m p）不计在内。</translation>
    </message>
    <message>
        <source>under store-and-forward the message from the last node of a line back to the first pays t_w per word on each of its z-1 hops; the text&apos;s cost assumes it is as cheap as one hop</source>
        <translation>在存储转发下，从一条线的最后一个节点返回第一个节点的消息在其 z-1 跳的每一跳上都要为每个字付出 t_w；教材的代价假设它与一跳一样便宜</translation>
    </message>
    <message>
        <source>with half-duplex links the message from the last node of a line back to the first shares links with the forward messages</source>
        <translation>在半双工链路下，从一条线的最后一个节点返回第一个节点的消息与正向消息共用链路</translation>
    </message>
    <message>
        <source>the text&apos;s formula leaves out the per-hop time t_h (on a mesh the message back to the first node of a line pays it z-1 times)</source>
        <translation>教材的公式忽略了每跳时间 t_h（在网格上，返回一条线第一个节点的消息要付出 z-1 次）</translation>
    </message>
    <message>
        <source>One-to-all broadcast by recursive doubling</source>
        <translation>递归加倍的一对全广播</translation>
    </message>
    <message>
        <source>The source sends the message to the node farthest away in the half of the network that has no copy; from then on every node holding the message does the same within its half, so the number of informed nodes doubles every step. On a hypercube the halves are the subcubes across one dimension, highest dimension first; on meshes and tori the algorithm runs along X, then Y, then Z. Messages of one step never share a link. The text&apos;s cost (t_s + t_w m) log p ignores the per-hop time t_h of the longer ring and mesh messages; with a side that is not a power of two a line needs ceil(log2 z) steps.</source>
        <translation>源节点把消息发给网络中没有副本的那一半里距离最远的节点；此后每个持有消息的节点在自己的那一半内做同样的事，因此得到消息的节点数每步加倍。在超立方体上，两半是沿某一维分开的子立方体，从最高维开始；在网格和环面上，算法依次沿 X、Y、Z 运行。同一步的消息从不共用链路。教材的代价 (t_s + t_w m) log p 忽略了环和网格上较长消息的每跳时间 t_h；边长不是 2 的幂时，一条线需要 ceil(log2 z) 步。</translation>
    </message>
    <message>
        <source>One-to-all broadcast on a balanced binary tree</source>
        <translation>平衡二叉树上的一对全广播</translation>
    </message>
    <message>
        <source>The processors are the leaves of a balanced binary tree and the inner vertices only route. The hypercube algorithm is mapped onto the leaves: the source first sends to the leaf in the other half of the tree, then every leaf holding the message sends into the other half of its subtree, which is half as large each step. The messages of one step run in disjoint subtrees, so no link is ever congested, as the text says of Fig. 3.1.8. The cost (t_s + t_w m) log p ignores the per-hop time of the paths through the switches.</source>
        <translation>处理器是平衡二叉树的叶子，内部顶点只负责路由。超立方体算法被映射到叶子上：源节点先发给树另一半中的叶子，然后每个持有消息的叶子向其子树的另一半发送，子树每步缩小一半。同一步的消息在互不相交的子树中传送，因此链路从不拥塞，正如教材对图 3.1.8 所述。代价 (t_s + t_w m) log p 忽略了经过交换机的路径的每跳时间。</translation>
    </message>
    <message>
        <source>One-to-all broadcast by sequential sends</source>
        <translation>顺序发送的一对全广播</translation>
    </message>
    <message>
        <source>The naive broadcast section 3.1.1 starts from: the source sends the message to each of the other p-1 nodes in turn. The text only says that the source is the bottleneck and that a single pair of nodes communicates at a time; the order chosen here is round the ring, the node k places after the source in step k, along the shorter way. It takes p-1 steps of t_s + t_w m, against log p steps for recursive doubling.</source>
        <translation>第 3.1.1 节作为出发点的朴素广播：源节点依次把消息发给其他 p-1 个节点中的每一个。教材只说源节点是瓶颈、每次只有一对节点通信；这里选择的顺序是沿环绕行，第 k 步发给源节点之后第 k 个位置的节点，走较短的方向。它需要 p-1 步、每步 t_s + t_w m，而递归加倍只需 log p 步。</translation>
    </message>
    <message>
        <source>One-to-all broadcast to the nearest nodes first (congested)</source>
        <translation>先发给最近节点的一对全广播（拥塞）</translation>
    </message>
    <message>
        <source>The example section 3.1.1 warns against: node 0 sends to node 1, then nodes 0 and 1 send to nodes 2 and 3, then nodes 0 to 3 send to nodes 4 to 7, always forwards round the ring. The informed nodes still double every step, but the messages of one step overlap: all of them cross the link into the first uninformed node, so they queue there. The naive count (t_s + t_w m) log p ignores this; the engine serialises messages that share a link, so step k costs min(2^(k-1), p - 2^(k-1)) times t_s + t_w m, (p-1)(t_s + t_w m) in all when p is a power of two.</source>
        <translation>第 3.1.1 节警示的例子：节点 0 发给节点 1，然后节点 0 和 1 发给节点 2 和 3，再由节点 0 到 3 发给节点 4 到 7，始终沿环向前。得到消息的节点数仍然每步加倍，但同一步的消息互相重叠：它们都要经过通往第一个未得到消息的节点的链路，于是在那里排队。朴素的计数 (t_s + t_w m) log p 忽略了这一点；引擎把共用链路的消息串行化，因此第 k 步的代价为 min(2^(k-1), p - 2^(k-1)) 倍的 t_s + t_w m，当 p 是 2 的幂时总计 (p-1)(t_s + t_w m)。</translation>
    </message>
    <message>
        <source>from step 2 on the messages of a step all cross the link into the first node without a copy, so under wormhole routing they queue: step k costs min(2^(k-1), p - 2^(k-1)) (t_s + t_w m), %1 (t_s + t_w m) in all on %2 nodes instead of the naive %3 (t_s + t_w m).</source>
        <translation>从第 2 步起，一步中的所有消息都经过通往第一个没有副本的节点的链路，因此在虫孔路由下它们要排队：第 k 步代价为 min(2^(k-1), p - 2^(k-1)) (t_s + t_w m)，在 %2 个节点上总计 %1 (t_s + t_w m)，而不是朴素的 %3 (t_s + t_w m)。</translation>
    </message>
    <message>
        <source>One-to-all broadcast as scatter + all-to-all broadcast</source>
        <translation>散发 + 全对全广播实现的一对全广播</translation>
    </message>
    <message>
        <source>All-to-one reduction as all-to-all reduction + gather</source>
        <translation>全对全归约 + 收集实现的全对一归约</translation>
    </message>
    <message>
        <source>The dual of the long-message broadcast. Every node splits its value into p pieces. An all-to-all reduction on the hypercube halves the pieces a node is responsible for every step, sending the other half&apos;s partial sums to its partner and adding the partner&apos;s, until node j holds the total of piece j. A gather then brings the p totals to the destination. The text gives no cost; as the dual of section 3.7.1 it is 2 (t_s log p + t_w m (p - 1)/p), about 2 (t_s log p + t_w m).</source>
        <translation>长消息广播的对偶。每个节点把自己的值分成 p 块。超立方体上的全对全归约使每个节点负责的块数每步减半：把另一半的部分和发给伙伴并加上伙伴发来的部分和，直到节点 j 持有第 j 块的总和。然后收集操作把 p 个总和送到目的节点。教材没有给出代价；作为第 3.7.1 节的对偶，它是 2 (t_s log p + t_w m (p - 1)/p)，约为 2 (t_s log p + t_w m)。</translation>
    </message>
    <message>
        <source>All-reduce as all-to-all reduction + all-to-all broadcast</source>
        <translation>全对全归约 + 全对全广播实现的全归约</translation>
    </message>
    <message>
        <source>An all-reduce is a reduction followed by a broadcast. Built from the long-message versions of both, the gather that ends the reduction and the scatter that starts the broadcast cancel out. What remains is an all-to-all reduction, after which node j holds the total of piece j, and an all-to-all broadcast of those totals. The text gives no cost; the two phases take 2 (t_s log p + t_w m (p - 1)/p), about 2 (t_s log p + t_w m).</source>
        <translation>全归约就是先归约再广播。用两者的长消息版本构造时，结束归约的收集与开始广播的散发互相抵消。剩下的是全对全归约（之后节点 j 持有第 j 块的总和）以及这些总和的全对全广播。教材没有给出代价；两个阶段共需 2 (t_s log p + t_w m (p - 1)/p)，约为 2 (t_s log p + t_w m)。</translation>
    </message>
    <message>
        <source>All-to-one reduction by recursive halving</source>
        <translation>递归减半的全对一归约</translation>
    </message>
    <message>
        <source>The dual of the one-to-all broadcast: the same messages in reverse order and direction. First the nodes that were informed last send their values to the node that would have informed them, which adds them to its own; then the senders of the previous broadcast step do the same with their partial sums, until the destination holds the total. On an eight-node ring with destination 0 that is 7, 5, 3, 1 to 6, 4, 2, 0, then 6 and 2 to 4 and 0, then 4 to 0 (Fig. 3.1.4). Messages of one step never share a link; the cost is the broadcast&apos;s, (t_s + t_w m) log p, with ceil(log2 z) steps on a side that is not a power of two.</source>
        <translation>一对全广播的对偶：同样的消息，顺序和方向相反。首先最后得到消息的节点把它们的值发给本应通知它们的节点，该节点把这些值加到自己的值上；然后上一广播步的发送者对其部分和做同样的事，直到目的节点持有总和。在目的节点为 0 的八节点环上，就是 7、5、3、1 发给 6、4、2、0，然后 6 和 2 发给 4 和 0，最后 4 发给 0（图 3.1.4）。同一步的消息从不共用链路；代价与广播相同，为 (t_s + t_w m) log p，边长不是 2 的幂时需要 ceil(log2 z) 步。</translation>
    </message>
    <message>
        <source>All-to-one reduction on a balanced binary tree</source>
        <translation>平衡二叉树上的全对一归约</translation>
    </message>
    <message>
        <source>The tree broadcast of Fig. 3.1.8 in reverse order, as section 3.1.4 says. In the first step the leaves pair up under their parent switch and one of each pair adds the other&apos;s value; then pairs of pairs combine through the switch two levels up, and so on until the destination leaf holds the total. The messages of one step run in disjoint subtrees, so no link is congested. Cost (t_s + t_w m) log p, ignoring the per-hop time through the switches.</source>
        <translation>按相反顺序执行图 3.1.8 的树广播，正如第 3.1.4 节所说。第一步中，叶子在其父交换机下两两配对，每对中的一个把另一个的值加到自己的值上；然后每两对经过上两层的交换机合并，依此类推，直到目的叶子持有总和。同一步的消息在互不相交的子树中传送，因此没有链路拥塞。代价为 (t_s + t_w m) log p，忽略经过交换机的每跳时间。</translation>
    </message>
    <message>
        <source>across dimension %1</source>
        <translation>沿第 %1 维</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Compensating column shift: the packets that crossed the end of their row (now in column 0) move one row down.</source>
        <translation>补偿列移位：越过行尾的数据包（现在位于第 0 列）向下移动一行。</translation>
    </message>
    <message>
        <source>Compensating column shift: the packets that crossed the end of their row (now in columns 0 to %1) move one row down.</source>
        <translation>补偿列移位：越过行尾的数据包（现在位于第 0 到 %1 列）向下移动一行。</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上</translation>
    </message>
    <message>
        <source>the text&apos;s 2 log p - 1 = %1 steps bounds the worst q (p - 1, every power of two up to p/2); q = %2 takes two steps per power of two and one for 2^0: 2 popcount(q) - (q mod 2) = %3 steps</source>
        <translation>教材的 2 log p - 1 = %1 步是最坏 q（p - 1，包含直到 p/2 的每个 2 的幂）的上界；q = %2 时每个 2 的幂需要两步，2^0 需要一步：2 popcount(q) - (q mod 2) = %3 步</translation>
    </message>
    <message>
        <source>Every node sends all its p-1 packets as one combined message to its right neighbour. A node keeps the packet addressed to it from what it receives and forwards the rest, so the messages shrink by m words per step: step i carries m(p-i) words, and after p-1 steps every packet has arrived. The time is the sum, (t_s + t_w m p/2)(p-1). The texts call this optimal with the bound t_w m (p-1) p/2, the traffic of sending every packet the same way round divided by the p links; sending each packet the shorter way halves the traffic, so the bound that holds for every 1-port store-and-forward schedule is t_w m floor(p^2/4) (plus a start-up for each of at least ceil(log2 p) rounds), which is the factor 2 the texts say two directions would save. With all ports both directions carry words at once: t_w m floor(p^2/4)/2, seed 000&apos;s all-port figure.</source>
        <translation>每个节点把它的全部 p-1 个数据包作为一条合并消息发给右邻居。节点从收到的数据中保留发给自己的数据包，转发其余部分，因此消息每步缩小 m 个字：第 i 步传送 m(p-i) 个字，p-1 步之后每个数据包都已到达。所需时间是它们的和，(t_s + t_w m p/2)(p-1)。教材称其为最优，所用下界为 t_w m (p-1) p/2，即所有数据包都沿同一方向发送的流量除以 p 条链路；让每个数据包走较短方向会使流量减半，因此对每个单端口存储转发调度都成立的下界是 t_w m floor(p^2/4)（再加上至少 ceil(log2 p) 轮中每轮一次启动），这正是教材所说双向发送可以节省的 2 倍。在全端口下两个方向同时传送字：t_w m floor(p^2/4)/2，即种子文献 000 的全端口数值。</translation>
    </message>
    <message>
        <source>%1 has no schedule table</source>
        <translation>%1 没有调度表</translation>
    </message>
    <message>
        <source>Round %1 of %2: along every dimension j at once, every node k sends the packet in its memory location r[%1,j] XOR k, the one with relative address r[%1,j], and stores the packet coming back in the location it emptied; row %1 of the table (j = 0 .. %3): %4. Each of the %5 arcs carries one packet.</source>
        <translation>第 %1 轮，共 %2 轮：沿每一维 j 同时进行，每个节点 k 发送其内存位置 r[%1,j] XOR k 中的数据包，即相对地址为 r[%1,j] 的那个，并把传回的数据包存入它腾空的位置；表的第 %1 行（j = 0 .. %3）：%4。%5 条弧各传送一个数据包。</translation>
    </message>
    <message>
        <source>All-to-all personalized: all-port schedule table</source>
        <translation>全对全个性化通信：全端口调度表</translation>
    </message>
    <message>
        <source>Seed 000&apos;s time- and transmission-optimal all-to-all scatter for the all-port full-duplex store-and-forward hypercube without combining, seen as a matrix transposition: node i holds the packet for node j in its memory location j, and a packet sits at node v in location v XOR (i XOR j), so every move keeps its relative address i XOR j. In round i, along all n dimensions j at once, every node k sends the packet in its location r[i,j] XOR k and stores the one coming back in the location it emptied; r is the seed&apos;s schedule table (m_i = 2i+1, bit j+1 inverted, bits 0 and j swapped), whose conditions (a)-(c) the engine checks before it builds anything (`collviz-cli table` prints it). So every packet crosses each dimension of its relative address once, on a shortest path, and all n p arcs carry one packet in each of the p/2 rounds: (t_s + t_w m) p/2, the seed&apos;s lower bound of p/2 rounds. The engine&apos;s lower bound is t_s + t_w m p/2: its all-port store-and-forward model lets a node start all its messages at once, so only the word term must be paid round by round, and that term the schedule meets exactly.</source>
        <translation>种子文献 000 中针对全端口、全双工、存储转发、无合并超立方体的时间最优且传输最优的全对全散发，视为矩阵转置：节点 i 在其内存位置 j 中持有发往节点 j 的数据包，一个数据包位于节点 v 的位置 v XOR (i XOR j)，因此每次移动都保持其相对地址 i XOR j。在第 i 轮中，沿全部 n 维 j 同时进行，每个节点 k 发送其位置 r[i,j] XOR k 中的数据包，并把传回的数据包存入它腾空的位置；r 是种子文献的调度表（m_i = 2i+1，第 j+1 位取反，第 0 位与第 j 位交换），引擎在构造任何东西之前先检查其条件 (a)-(c)（`collviz-cli table` 会打印它）。因此每个数据包在其相对地址的每一维上恰好跨越一次，走最短路径，而在 p/2 轮的每一轮中，全部 n p 条弧各传送一个数据包：(t_s + t_w m) p/2，即种子文献 p/2 轮的下界。引擎的下界是 t_s + t_w m p/2：其全端口存储转发模型允许节点一次启动所有消息，因此只有字传输项必须逐轮付出，而本调度恰好达到该项。</translation>
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
        <translation>全对全个性化通信：网格上的二进制交换</translation>
    </message>
    <message>
        <source>The hypercube&apos;s standard exchange simulated on a mesh M(2^k, 2^l): the mesh is halved alternately in X and Y (X first; once one side is down to one node, the other is halved to the end), and in each of the log p phases every node sends the partner in the other half, half the current side d away in its row or column, the p/2 packets it holds for that half as one message, then re-sorts its packets into new blocks as in the hypercube. The partners are not neighbours: the d worms that leave one half of a segment all cross its middle channel, so the engine runs each phase as one round whose worms the timeline makes take d turns (the round&apos;s max link load is d). The text counts those turns as rounds of t_s + d t_h + t_w m p/2, which sums to (z_x + z_y - 2)(t_s + t_w m p/2) + t_h (z_x^2 + z_y^2 - 2)/3, what the engine measures, whatever the order of the halvings. For a square mesh the text prints sqrt(p) t_s + 2p t_h/3 + p sqrt(p) t_w m: its t_h and t_w terms round 2(p - 1)/3 and (sqrt(p) - 1) p up, but its start-ups are half the 2(sqrt(p) - 1) turns its own argument counts. Meshes only, as in the text (a linear array of 2^k nodes counts as M(2^k, 1)); tori are refused.</source>
        <translation>在网格 M(2^k, 2^l) 上模拟超立方体的标准交换：网格在 X 和 Y 方向上交替对分（先 X；一旦某一边只剩一个节点，就一直对分另一边），在 log p 个阶段的每一个中，每个节点把它持有的发往另一半的 p/2 个数据包作为一条消息发给另一半中的伙伴（在本行或本列中相距当前边长的一半 d），然后像超立方体中那样把数据包重新整理成新的块。伙伴不是邻居：离开一段中一半的 d 个蠕虫都要经过其中间信道，因此引擎把每个阶段作为一轮运行，时间线使该轮的蠕虫轮流 d 次（该轮的最大链路负载为 d）。教材把这些轮次算作每轮 t_s + d t_h + t_w m p/2，总和为 (z_x + z_y - 2)(t_s + t_w m p/2) + t_h (z_x^2 + z_y^2 - 2)/3，这正是引擎测得的值，与对分的顺序无关。对于正方形网格，教材印的是 sqrt(p) t_s + 2p t_h/3 + p sqrt(p) t_w m：其 t_h 项和 t_w 项分别把 2(p - 1)/3 和 (sqrt(p) - 1) p 向上取整，但其启动次数只是它自己的论证所计 2(sqrt(p) - 1) 次轮流的一半。与教材一样只适用于网格（2^k 个节点的线性阵列算作 M(2^k, 1)）；拒绝环面。</translation>
    </message>
    <message>
        <source>Phase %1 of %2, halving in %3 (sub-meshes of %4 x %5 nodes): every node sends the %6 packets it holds for the other half, as one worm, to its partner %7 hops away in its %8. The %7 worms that leave one half of a segment all cross its middle channel: up to %9 worms on one channel, so they take %9 turns and the phase lasts %9 (t_s + %7 t_h + %6 t_w m).</source>
        <translation>第 %1 阶段，共 %2 个阶段，沿 %3 对分（子网格为 %4 x %5 个节点）：每个节点把它持有的发往另一半的 %6 个数据包作为一个蠕虫发给在其%8中相距 %7 跳的伙伴。离开一段中一半的 %7 个蠕虫都经过其中间信道：一条信道上至多 %9 个蠕虫，因此它们轮流 %9 次，该阶段持续 %9 (t_s + %7 t_h + %6 t_w m)。</translation>
    </message>
    <message>
        <source>Phase %1 of %2, halving in %3 (sub-meshes of %4 x %5 nodes): every node sends the %6 packets it holds for the other half, as one worm, to its neighbour in its %7; no two worms share a channel (max link load %8), so the phase lasts t_s + t_h + %6 t_w m.</source>
        <translation>第 %1 阶段，共 %2 个阶段，沿 %3 对分（子网格为 %4 x %5 个节点）：每个节点把它持有的发往另一半的 %6 个数据包作为一个蠕虫发给其%7中的邻居；没有两个蠕虫共用信道（最大链路负载 %8），因此该阶段持续 t_s + t_h + %6 t_w m。</translation>
    </message>
    <message>
        <source>with their mirror across the sub-mesh&apos;s vertical middle line (the horizontal sides of the rectangles)</source>
        <translation>与其关于子网格竖直中线的镜像（矩形的水平边）</translation>
    </message>
    <message>
        <source>with their mirror across the sub-mesh&apos;s horizontal middle line (the vertical sides of the rectangles)</source>
        <translation>与其关于子网格水平中线的镜像（矩形的竖直边）</translation>
    </message>
    <message>
        <source>with the opposite corner of their rectangle (its diagonal, routed X then Y through a corner)</source>
        <translation>与其矩形的对角（沿对角线，先 X 后 Y 经过一个角路由）</translation>
    </message>
    <message>
        <source>All-to-all personalized: quadrant exchange on a mesh</source>
        <translation>全对全个性化通信：网格上的象限交换</translation>
    </message>
    <message>
        <source>The text&apos;s algorithm designed for wormhole meshes M(2^k, 2^k): each phase splits every sub-mesh of side s into four quarters and moves every packet into the quarter of its destination, in s/2 steps. In step i the nodes on the i-th diagonal of each quarter (wrapped: (b - a) mod s/2 = i - 1, a and b the distances from the sub-mesh&apos;s nearest corner) do a micro-AAS with their mirror images in the other three quarters, the corners of a rectangle centred in the sub-mesh; its 3 rounds exchange with the horizontal mirror, the vertical mirror and the opposite corner (routed X then Y through a corner), each message the p/4 packets for the partner&apos;s quarter, re-sorted into new blocks after each phase as in the hypercube exchange. The text&apos;s figures are lost: the mirror pairing and the wrapped diagonals are this reconstruction&apos;s, and give the caption&apos;s M(4,4) structure, a phase of 2 steps and one of 1 step (the caption calls them 2-round and 1-round), 9 engine rounds. The text gives no cost and says nothing of contention: with one node pair per row and per column in every round, the engine finds every round contention-free (max link load 1), so the 3(sqrt(p) - 1) rounds cost 3(sqrt(p) - 1)(t_s + t_w m p/4) plus t_h per hop of each round&apos;s longest worm: three quarters of the binary exchange&apos;s t_w term for one and a half times its start-ups.</source>
        <translation>教材为虫孔网格 M(2^k, 2^k) 设计的算法：每个阶段把每个边长为 s 的子网格分成四个象限，并把每个数据包移到其目的地所在的象限，用 s/2 步。在第 i 步中，每个象限第 i 条对角线上的节点（循环：(b - a) mod s/2 = i - 1，a 和 b 是到子网格最近角的距离）与其在另外三个象限中的镜像（以子网格为中心的矩形的四个角）做一次 micro-AAS；它的 3 轮分别与水平镜像、竖直镜像和对角（先 X 后 Y 经过一个角路由）交换，每条消息是发往伙伴所在象限的 p/4 个数据包，每个阶段之后像超立方体交换那样重新整理成新的块。教材的图已经遗失：镜像配对和循环对角线是本重构的做法，并给出图注中 M(4,4) 的结构：一个 2 步的阶段和一个 1 步的阶段（图注称为 2 轮和 1 轮），共 9 个引擎轮次。教材没有给出代价，也没有提到竞争：每一轮中每行和每列只有一对节点，引擎发现每一轮都无竞争（最大链路负载 1），因此 3(sqrt(p) - 1) 轮的代价为 3(sqrt(p) - 1)(t_s + t_w m p/4)，再加上每轮最长蠕虫每跳的 t_h：二进制交换的 t_w 项的四分之三，换来其 1.5 倍的启动次数。</translation>
    </message>
    <message>
        <source>Round %1 of %2: the anticlockwise messages have all arrived; every node sends its right neighbour the last packet it carries, the one for the node opposite the packet&apos;s origin, which went clockwise.</source>
        <translation>第 %1 轮，共 %2 轮：逆时针的消息都已到达；每个节点把它携带的最后一个数据包发给右邻居，即发往数据包源节点对面节点的那个，它是顺时针传送的。</translation>
    </message>
    <message>
        <source>the seed&apos;s formula leaves out the per-hop time t_h, which every round pays once</source>
        <translation>种子文献的公式忽略了每跳时间 t_h，而每一轮都要付出一次</translation>
    </message>
    <message>
        <source>%1 runs on two-dimensional tori (torus:AxB), not on %2</source>
        <translation>%1 运行在二维环面（torus:AxB）上，不能运行在 %2 上</translation>
    </message>
    <message>
        <source>Round %1 of %2: micro-permutation %3, %4 messages among %4 nodes, each the shorter way round (at most %5 hops); together they go once round the ring in each direction they use, so no channel carries two messages.</source>
        <translation>第 %1 轮，共 %2 轮：微置换 %3，%4 个节点之间的 %4 条消息，每条都走较短方向（至多 %5 跳）；它们在所用的每个方向上合起来恰好沿环走一圈，因此没有信道传送两条消息。</translation>
    </message>
    <message>
        <source>a piece is a micro-permutation</source>
        <translation>片段是一个微置换</translation>
    </message>
    <message>
        <source>a piece is a one-way cycle of a micro-permutation</source>
        <translation>片段是微置换的一个单向环</translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 1 (rotated complement pairs)</source>
        <translation>全对全个性化通信：Johnsson-Ho 算法 1（轮转互补对）</translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 2 (staggered complement pairs)</source>
        <translation>全对全个性化通信：Johnsson-Ho 算法 2（交错互补对）</translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 2 for the all-port full-duplex d-cube, one element per channel direction per step. After the local alignment every node keeps in local address a the element with relative address a; each complement pair (u, ~u) must send one element across every dimension. Pair u is exchanged in dimension r at step (u + r) mod K/2: in every step each dimension serves exactly one pair, so every channel carries one element in every step and the exchange takes K/2 steps of t_s + t_w m, the fewest possible. The price is the span: a pair that wraps around the end of the schedule is in transit for up to K/2 steps. The paper&apos;s Table 5 is the schedule on four dimensions (its caption says five).</source>
        <translation>Johnsson 和 Ho 针对全端口全双工 d 维立方体的算法 2，每步每个信道方向一个元素。本地对齐之后，每个节点在本地地址 a 中保存相对地址为 a 的元素；每个互补对 (u, ~u) 必须在每一维上发送一个元素。对 u 在第 (u + r) mod K/2 步于第 r 维交换：每一步中每一维恰好服务一对，因此每条信道每步传送一个元素，交换需要 K/2 步、每步 t_s + t_w m，这是可能的最少步数。代价是跨度：跨越调度末尾回绕的对在传输中停留至多 K/2 步。论文的表 5 是四维上的调度（其标题写的是五维）。</translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 1 for the all-port full-duplex d-cube, one element per channel direction per step. After the local alignment (j|i) -&gt; (j|j XOR i) every node keeps in local address a the element whose relative address (source XOR destination) is a, and every exchange moves one address&apos;s contents across one dimension in all nodes at once. Of a complement pair (u, ~u) exactly one address has bit r set, so each pair sends one element across each dimension. Algorithm 1 takes the pairs d at a time: pair u of a group is exchanged in dimensions u, u+1, ..., u+d-1 mod d in d successive steps, so all d channels of every node carry one element in every step but those of a last, incomplete group. K = 2^d elements per node: d ceil(K/2d) steps of t_s + t_w m, span d; the paper&apos;s Table 4 is the first group on the 3-cube (`collviz-cli table` prints the schedule). Table 6 gives the fewest local addresses in transit as 2((K/2) mod d), which is 0 where d divides K/2 (d = 1, 2, 4, 8); there every group is full and every step moves 2d addresses.</source>
        <translation>Johnsson 和 Ho 针对全端口全双工 d 维立方体的算法 1，每步每个信道方向一个元素。经过本地对齐 (j|i) -&gt; (j|j XOR i) 之后，每个节点在本地地址 a 中保存相对地址（源 XOR 目的）为 a 的元素，每次交换都在所有节点中同时把一个地址的内容沿一维移动。一个互补对 (u, ~u) 中恰有一个地址的第 r 位为 1，因此每对在每一维上发送一个元素。算法 1 每次取 d 对：一组中的对 u 在连续 d 步中依次于第 u, u+1, ..., u+d-1 mod d 维交换，因此除最后一个不完整的组外，每个节点的全部 d 条信道每步都传送一个元素。每个节点 K = 2^d 个元素：d ceil(K/2d) 步，每步 t_s + t_w m，跨度 d；论文的表 4 是三维立方体上的第一组（`collviz-cli table` 会打印调度）。表 6 给出的传输中本地地址的最少个数为 2((K/2) mod d)，当 d 整除 K/2 时（d = 1, 2, 4, 8）为 0；此时每个组都是满的，每步移动 2d 个地址。</translation>
    </message>
    <message>
        <source>All-to-all broadcast on time-arc-disjoint trees</source>
        <translation>时间弧不相交树上的全对全广播</translation>
    </message>
    <message>
        <source>Round %1 of %2: along every arc of level %1 of each node&apos;s translated tree the packet of the tree&apos;s root moves one hop; the arcs of one level have distinct directions, so no channel carries two packets.</source>
        <translation>第 %1 轮，共 %2 轮：沿每个节点平移树第 %1 层的每条弧，该树根节点的数据包移动一跳；同一层的弧方向各不相同，因此没有信道传送两个数据包。</translation>
    </message>
    <message>
        <source>--repeat %1 means nothing for %2; it applies to the alltoall-jh algorithms</source>
        <translation>--repeat %1 对 %2 没有意义；它只适用于 alltoall-jh 算法</translation>
    </message>
    <message>
        <source>%1 has no memory or multiple-AAPC table; --memory and --repeat apply to the alltoall-jh algorithms</source>
        <translation>%1 没有内存表或多重 AAPC 表；--memory 和 --repeat 只适用于 alltoall-jh 算法</translation>
    </message>
    <message>
        <source>All-to-all broadcast around link-disjoint Hamiltonian cycles</source>
        <translation>沿链路不相交哈密顿环的全对全广播</translation>
    </message>
    <message>
        <source>The torus is split into link-disjoint Hamiltonian cycles H_1 and H_2 (on a 3D torus three, H_1 .. H_3: seed 002&apos;s multi-dimensional generalization), which together use every link; the engine finds them by a search (square switches from the rings of each dimension, with a fixed pseudo-random tie-break and a work limit) and checks them. Every node splits its packet into halves (thirds) of m/2 (m/3) words; half c travels both ways round H_c. Of the four directed rings of a 2D torus, forward and backward on H_1 carry the first halves and forward and backward on H_2 the second: in round r every node sends forward on H_c the piece that started r - 1 hops behind it and backward the one that started r - 1 hops ahead, so each channel carries one piece a round and a node receives 2d pieces a round; a packet is merged where its last piece arrives. A piece reaches the farthest node, N/2 hops round its cycle, in round floor(N/2) = ceil((N - 1)/2); with an even N the last round only goes forward. Lemma 12 (reconstructed, its symbols were lost): t = ceil((N - 1)/2)(t_s + t_w m/2), the seed&apos;s mu = m and t_m = t_w, about (N/2) t_s + (N/4) t_w m. TADTs (allgather-tadt) need ceil((N - 1)/4)(t_s + t_w m): the same data volume, about (N/4) t_w m, in half the rounds, so TADTs win by a factor of 2 when start-ups dominate and the two tie when t_w m dominates (torus:5x5: 12 rounds against 6, time 18 against 12 with t_s = t_w = m = 1, 6 against 6 with t_s = 0). The seed&apos;s claim in step 4.3 that the two halves of a packet reach a node in different rounds, &quot;since the distance of i and j along H_1 differs from their distance along H_2&quot;, does not follow from link-disjointness; the engine measures it for the cycles of every run (each round&apos;s narration, collviz-cli cycles). It holds on torus:5x5 (all 600 ordered pairs apart) and fails on torus:3x3 (20 of 72 pairs get both halves in one round), 3x4 (20 of 132), 4x4 (52 of 240), 4x6 (78 of 552), 6x6 (112 of 1260), 7x5 (62 of 1190) and 7x7 (130 of 2352); on 3x3, 3x4 and 4x4 no decomposition at all keeps every pair apart (the tests enumerate them all). Nothing depends on it: a node merges a packet in the round its last piece arrives. Refused: meshes (a boundary node&apos;s odd or lower degree leaves no decomposition), rings, and tori with a side below 3 or more than three dimensions.</source>
        <translation>环面被分解为链路不相交的哈密顿环 H_1 和 H_2（在三维环面上为三个，H_1 .. H_3：种子文献 002 的多维推广），它们合起来用到每条链路；引擎通过搜索找到它们（从各维的环出发做方块交换，采用固定的伪随机平局规则和工作量上限）并加以检查。每个节点把数据包分成 m/2（m/3）字的两半（三份）；第 c 份沿 H_c 的两个方向传送。二维环面的四个有向环中，H_1 上的正向和反向传送前一半，H_2 上的正向和反向传送后一半：在第 r 轮中，每个节点在 H_c 上正向发送起点在它后方 r - 1 跳的片段，反向发送起点在它前方 r - 1 跳的片段，因此每条信道每轮传送一个片段，一个节点每轮收到 2d 个片段；数据包在其最后一个片段到达之处合并。一个片段在第 floor(N/2) = ceil((N - 1)/2) 轮到达最远的节点，即沿其环 N/2 跳处；N 为偶数时最后一轮只有正向传送。引理 12（重构，其符号已丢失）：t = ceil((N - 1)/2)(t_s + t_w m/2)，其中种子文献的 mu = m，t_m = t_w，约为 (N/2) t_s + (N/4) t_w m。TADT（allgather-tadt）需要 ceil((N - 1)/4)(t_s + t_w m)：数据量相同，约 (N/4) t_w m，而轮数减半，因此启动时间占主导时 TADT 快 2 倍，t_w m 占主导时两者持平（torus:5x5：12 轮对 6 轮，t_s = t_w = m = 1 时时间 18 对 12，t_s = 0 时 6 对 6）。种子文献在第 4.3 步中声称一个数据包的两半在不同轮次到达一个节点，&quot;since the distance of i and j along H_1 differs from their distance along H_2&quot;，这并不能由链路不相交推出；引擎对每次运行的环都进行测量（每轮的讲解，collviz-cli cycles）。它在 torus:5x5 上成立（全部 600 个有序对都错开），在 torus:3x3 上不成立（72 对中有 20 对的两半在同一轮到达）、3x4（132 对中 20 对）、4x4（240 对中 52 对）、4x6（552 对中 78 对）、6x6（1260 对中 112 对）、7x5（1190 对中 62 对）和 7x7（2352 对中 130 对）；在 3x3、3x4 和 4x4 上，根本不存在使每对都错开的分解（测试枚举了所有分解）。没有任何东西依赖于它：节点在数据包的最后一个片段到达的那一轮将其合并。拒绝：网格（边界节点的度为奇数或较低，无法分解）、环，以及有一边小于 3 或超过三维的环面。</translation>
    </message>
    <message>
        <source>Round %1 of %2: on each of the %3 Hamiltonian cycles every node passes one piece of m/%3 words forward and one backward; %4 packets are complete at a receiver this round, and %5 times two pieces of one packet reached a node together (seed 002 says they never do).</source>
        <translation>第 %1 轮，共 %2 轮：在 %3 个哈密顿环的每一个上，每个节点正向和反向各传递一个 m/%3 字的片段；本轮有 %4 个数据包在接收者处完整，有 %5 次同一数据包的两个片段同时到达一个节点（种子文献 002 说这从不发生）。</translation>
    </message>
    <message>
        <source>Round %1 of %2: on each of the %3 Hamiltonian cycles every node passes one piece of m/%3 words forward only, to the node half way round; %4 packets are complete at a receiver this round, and %5 times two pieces of one packet reached a node together (seed 002 says they never do).</source>
        <translation>第 %1 轮，共 %2 轮：在 %3 个哈密顿环的每一个上，每个节点只正向传递一个 m/%3 字的片段，到达半程处的节点；本轮有 %4 个数据包在接收者处完整，有 %5 次同一数据包的两个片段同时到达一个节点（种子文献 002 说这从不发生）。</translation>
    </message>
    <message>
        <source>Every node broadcasts its packet down its own spanning tree whose arcs are labelled with the round (level) in which the packet crosses them; in round l every node forwards, along each level-l arc of the trees through it, the packet of that tree&apos;s root, one packet per message. Lemma 8 (its formulas were lost in the seed and are reconstructed here): in a noncombining store-and-forward full-duplex network of k ports every node receives its N - 1 packets as separate messages, at most k a round, so at least ceil((N - 1)/k) rounds and ceil((N - 1)/k)(t_s + t_w m) when a channel carries one packet a round; all-port: k = the node degree, and on a mesh the largest ceil((N - 1)/deg v), set by a corner. Lemma 11 (reconstructed): on a vertex-symmetric topology the translations of one generic tree never use one channel in the same round (Corollary 10) exactly when the arcs of each level have distinct directions (on a hypercube: distinct dimensions); the engine checks both. Square torus T(z,z), z odd: the seed&apos;s four 90-degree rotations of a snake through a quarter, height (z^2 - 1)/4. Cube torus T(z,z,z), z odd: the seed takes six rotations of a 3D snake over the six pyramids, but (z^3 - 1)/6 is a whole number only when z = 1 (mod 3), and no group of 6 proper rotations splits the N - 1 nodes into orbits of 6. The engine uses the group of the rotoreflection g(x, y, z) = (-z, -x, -y) (a 60-degree turn about the diagonal and the reflection in the plane x + y + z = 0), which maps +x, -y, +z, -x, +y, -z onto each other: every other node lies in an orbit of 6 and one level of a depth-first 3D snake adds one orbit with one arc in each direction; the diagonal nodes (a, a, a), fixed by g^2, form orbits {(a,a,a), (-a,-a,-a)} of 2 that need only one axis each, so they go last, three orbits a level along x, y and z; height (z^3 - z)/6 + ceil((z - 1)/6) = ceil((z^3 - 1)/6), the bound, for every odd z. Every other torus, ring and hypercube (rectangular, even sides; the seed only says it follows the same principle): a generic tree found by a level-by-level search with backtracking; meshes and linear arrays (not vertex-symmetric; the seed: harder): one tree per node, found jointly round by round so that no channel carries two packets in a round. The engine found trees of height equal to the bound on every torus, hypercube and mesh it was tried on (tst_tadt&apos;s sweep); where a search does not reach the bound the run says so. A size whose search does not finish within the limit of 60 000 000 steps (examined arcs or packets) is refused; collviz-cli tadt prints the trees and the checks. The lower bound the engine reports beside the run is lower than Lemma 8&apos;s time bound: it must also hold for schedules that send several packets over one channel in one round, whose start-ups overlap.</source>
        <translation>每个节点沿自己的生成树向下广播其数据包，树的弧标有数据包经过它的轮次（层）；在第 l 轮中，每个节点沿经过它的各树的每条第 l 层弧转发该树根节点的数据包，每条消息一个数据包。引理 8（其公式在种子文献中已丢失，此处为重构）：在 k 端口的非合并存储转发全双工网络中，每个节点以独立消息的形式接收其 N - 1 个数据包，每轮至多 k 个，因此至少需要 ceil((N - 1)/k) 轮，当一条信道每轮传送一个数据包时为 ceil((N - 1)/k)(t_s + t_w m)；全端口：k = 节点度，在网格上取最大的 ceil((N - 1)/deg v)，由角节点决定。引理 11（重构）：在顶点对称的拓扑上，一棵通用树的各平移在同一轮中从不使用同一条信道（推论 10），当且仅当每一层的弧方向各不相同（在超立方体上：维各不相同）；引擎检查这两点。正方形环面 T(z,z)，z 为奇数：种子文献用一条经过四分之一的蛇形路径的四个 90 度旋转，高度 (z^2 - 1)/4。立方环面 T(z,z,z)，z 为奇数：种子文献在六个棱锥上取三维蛇形路径的六个旋转，但 (z^3 - 1)/6 只有在 z = 1 (mod 3) 时才是整数，而且没有由 6 个真旋转组成的群能把 N - 1 个节点分成大小为 6 的轨道。引擎使用旋转反射 g(x, y, z) = (-z, -x, -y)（绕对角线转 60 度并关于平面 x + y + z = 0 反射）生成的群，它把 +x, -y, +z, -x, +y, -z 互相映射：其余每个节点都位于大小为 6 的轨道中，深度优先三维蛇形路径的每一层增加一个轨道，每个方向一条弧；对角节点 (a, a, a) 被 g^2 固定，构成大小为 2 的轨道 {(a,a,a), (-a,-a,-a)}，各只需一个轴，因此放在最后，每层三个轨道，分别沿 x、y 和 z；高度 (z^3 - z)/6 + ceil((z - 1)/6) = ceil((z^3 - 1)/6)，对每个奇数 z 都等于下界。其余所有环面、环和超立方体（矩形、偶数边；种子文献只说遵循同样的原理）：通过带回溯的逐层搜索找到一棵通用树；网格和线性阵列（不是顶点对称的；种子文献：更难）：每个节点一棵树，逐轮联合搜索，使得每轮中没有信道传送两个数据包。引擎在试过的每个环面、超立方体和网格上找到的树高度都等于下界（tst_tadt 的遍历）；若搜索未达到下界，运行结果会说明。搜索在 60 000 000 步（检查的弧或数据包）的限制内未完成的规模会被拒绝；collviz-cli tadt 会打印树及检查结果。引擎在运行旁边报告的下界低于引理 8 的时间下界：它还必须对一轮中在一条信道上发送多个数据包的调度成立，这些调度的启动时间可以重叠。</translation>
    </message>
    <message>
        <source>the engine&apos;s search found trees of height %1 on %2, %3 rounds above Lemma 8&apos;s ceil((N - 1)/k) = %4, which is a lower bound that need not be reachable here.</source>
        <translation>引擎的搜索在 %2 上找到了高度为 %1 的树，比引理 8 的 ceil((N - 1)/k) = %4 多 %3 轮，该值是一个在这里不一定能达到的下界。</translation>
    </message>
    <message>
        <source>Round %1 of %2: along every arc of level %1 of each node&apos;s own tree the packet of the tree&apos;s root moves one hop; the trees were searched so that no channel carries two packets in a round.</source>
        <translation>第 %1 轮，共 %2 轮：沿每个节点自己的树第 %1 层的每条弧，该树根节点的数据包移动一跳；这些树经过搜索，使得每轮中没有信道传送两个数据包。</translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 4 in d block transfers</source>
        <translation>全对全个性化通信：Johnsson-Ho 算法 4，分 d 次块传输</translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s blocking (section 5) of Algorithm 4: the subsets Algorithm 4 schedules together (blocks of cyclic pairs, group 1, the necklaces) are written column by column into a table of d rows, a subset that does not fit continuing at the top of the next column, so no subset is twice in a row. Each row is one block transfer: every channel carries one message with one element from each entry of the row. d block transfers of at most ceil(K/2d) elements (Lemma 4; the paper&apos;s Table 8 is d = 5), so with K/2 elements per channel in all the time is d t_s + (K/2) t_w m instead of K/2 (t_s + t_w m). Messages carry several elements, so the natural model is combining. `collviz-cli table --blocked` prints the table. With channels b elements wide (`table --channel-width B`) the same table, labelled row by row and right to left with b entries a step (Table 9), takes max(d, ceil(K/2b)) steps in every case the tests try, the fewest possible and what Table 9 and the paper&apos;s summary reach; Lemma 5 prints d ceil(K/2db), more by d ceil(K/2db) - ceil(K/2b) (d = 5, K = 32, b = 3: 6 steps, not 10).</source>
        <translation>Johnsson 和 Ho 对算法 4 的分块（第 5 节）：算法 4 一起调度的子集（循环对的块、第 1 组、项链）被逐列写入一个 d 行的表中，放不下的子集从下一列顶部继续，因此没有子集在一行中出现两次。每一行是一次块传输：每条信道传送一条消息，其中包含该行每个表项的一个元素。d 次块传输，每次至多 ceil(K/2d) 个元素（引理 4；论文的表 8 是 d = 5 的情形），因此每条信道总共 K/2 个元素时，所需时间为 d t_s + (K/2) t_w m，而不是 K/2 (t_s + t_w m)。消息携带多个元素，因此自然模型是合并的。`collviz-cli table --blocked` 会打印该表。当信道宽 b 个元素时（`table --channel-width B`），同一张表逐行从右到左每步标记 b 个表项（表 9），在测试尝试的所有情形中都需要 max(d, ceil(K/2b)) 步，这是可能的最少步数，也是表 9 和论文总结所达到的；引理 5 印的是 d ceil(K/2db)，多出 d ceil(K/2db) - ceil(K/2b)（d = 5，K = 32，b = 3：6 步，而不是 10 步）。</translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 3 (Algorithms 2 and 1 combined)</source>
        <translation>全对全个性化通信：Johnsson-Ho 算法 3（算法 2 与算法 1 结合）</translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 3 for the all-port full-duplex d-cube, one element per channel direction per step. After the local alignment every node keeps in local address a the element with relative address a, and each complement pair (u, ~u) must send one element across every dimension. Algorithm 2&apos;s staggered rule runs on the first n = d + (K/2 mod d) pairs (pair u in dimension r at step (u + r) mod n), Algorithm 1&apos;s rotated groups of d on the rest, so every channel carries one element in every step: K/2 steps of t_s + t_w m, span d + (K/2 mod d). Table 6 counts its local addresses in transit from a pair&apos;s first to its last exchange (2d .. 2(d + K/2 mod d)), while for Algorithm 2 it counts those exchanging in the step; `collviz-cli table --summary` prints both counts for every algorithm.</source>
        <translation>Johnsson 和 Ho 针对全端口全双工 d 维立方体的算法 3，每步每个信道方向一个元素。本地对齐之后，每个节点在本地地址 a 中保存相对地址为 a 的元素，每个互补对 (u, ~u) 必须在每一维上发送一个元素。算法 2 的交错规则用于前 n = d + (K/2 mod d) 对（对 u 在第 (u + r) mod n 步于第 r 维），其余的采用算法 1 的 d 个一组的轮转，因此每条信道每步都传送一个元素：K/2 步，每步 t_s + t_w m，跨度 d + (K/2 mod d)。表 6 统计的是从一对的第一次交换到最后一次交换期间处于传输中的本地地址（2d .. 2(d + K/2 mod d)），而对于算法 2，它统计的是该步中正在交换的地址；`collviz-cli table --summary` 会为每个算法打印这两种计数。</translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 4 (greedy lines)</source>
        <translation>全对全个性化通信：Johnsson-Ho 算法 4（贪心线）</translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 4 with the greedy line drawing of Figure 3 (right) for group 1. The c cyclic complement pairs left over after the blocks of d take the last c rows of the d x d generating table G[i][j] = (i + j) mod d; line l runs down column l through rows 0 .. d-c-1-l, right through c columns, then down to row d-c-1, and its e-th entry schedules member e of the full (d - c)-necklace of 0^c 1^(d-c), in the entry&apos;s dimension at the column&apos;s step. Member e then crosses dimensions e .. e+d-c-1: exactly its own one-bits, for every d and c (the engine checks all d = 2 .. 10, c = 1 .. d-1). K/2 steps of t_s + t_w m, span d; for d = 5 the group is the right half of the paper&apos;s Table 7.</source>
        <translation>Johnsson 和 Ho 的算法 4，第 1 组采用图 3（右）的贪心画线。按 d 个一组分块后剩下的 c 个循环互补对占用 d x d 生成表 G[i][j] = (i + j) mod d 的最后 c 行；线 l 沿第 l 列向下经过第 0 .. d-c-1-l 行，向右经过 c 列，再向下到第 d-c-1 行，它的第 e 个表项在该表项的维、该列的步上调度 0^c 1^(d-c) 的完整 (d - c)-项链的第 e 个成员。于是成员 e 跨越第 e .. e+d-c-1 维：恰好是它自己为 1 的位，对每个 d 和 c 都成立（引擎检查了所有 d = 2 .. 10，c = 1 .. d-1）。K/2 步，每步 t_s + t_w m，跨度 d；d = 5 时该组是论文表 7 的右半部分。</translation>
    </message>
    <message>
        <source>All-to-all personalized: Johnsson-Ho Algorithm 4 (necklaces, optimal steps and span)</source>
        <translation>全对全个性化通信：Johnsson-Ho 算法 4（项链，步数和跨度最优）</translation>
    </message>
    <message>
        <source>Johnsson and Ho&apos;s Algorithm 4 for the all-port full-duplex d-cube: K/2 steps, the fewest, with span d, the least. Cyclic addresses (period below d) go as complement pairs in blocks of d in rotated dimension orders; the c = (cyclic pairs) mod d pairs left over take the last c rows of the d x d generating table G[i][j] = (i + j) mod d, and a full (d - c)-necklace the first d - c rows (group 1); every other full q-necklace runs alone in q steps, member r in dimension (i_k + r) mod d at step k (Lemma 2). Group 1 uses the diagonal lines of Figure 3 (left): line i is row i from column i + s_i on, its entry j scheduling member j in dimension (2i + s_i + j) mod d. The paper takes s_i = 0, which holds for odd d (the necklace is that of the bits 0, 2, ..., 2(d-c-1) mod d; it is the paper&apos;s 0^c 1^(d-c) only for c = 1 or d-1) and for even d with d - c &lt; d/2. For even d its rule fails: at c = d/2 (d &gt;= 4) the lines give the cyclic 0101..., and for c &lt; d/2 &apos;a skew of two columns&apos; for line d/2 repeats a dimension. The engine skews by one column: s_i = 1 for i &gt;= d/2, and for c = d/2 on the last line; the tests check every d = 2 .. 10 and c = 1 .. d-1. For d = 5 group 1 is the left half of Table 7.</source>
        <translation>Johnsson 和 Ho 针对全端口全双工 d 维立方体的算法 4：K/2 步，最少；跨度 d，最小。循环地址（周期小于 d）作为互补对以 d 个一块按轮转的维序传送；剩下的 c = (循环对数) mod d 对占用 d x d 生成表 G[i][j] = (i + j) mod d 的最后 c 行，一个完整的 (d - c)-项链占用前 d - c 行（第 1 组）；其余每个完整的 q-项链单独用 q 步运行，成员 r 在第 k 步于第 (i_k + r) mod d 维（引理 2）。第 1 组使用图 3（左）的对角线：线 i 是第 i 行从第 i + s_i 列开始的部分，它的第 j 个表项在第 (2i + s_i + j) mod d 维调度成员 j。论文取 s_i = 0，这对奇数 d 成立（该项链是位 0, 2, ..., 2(d-c-1) mod d 的项链；只有当 c = 1 或 d-1 时它才是论文的 0^c 1^(d-c)），对偶数 d 且 d - c &lt; d/2 时也成立。对偶数 d 其规则不成立：当 c = d/2（d &gt;= 4）时这些线给出循环的 0101...，而当 c &lt; d/2 时，线 d/2 的&quot;错开两列&quot;会重复一个维。引擎错开一列：i &gt;= d/2 时 s_i = 1，c = d/2 时最后一条线也如此；测试检查了每个 d = 2 .. 10 和 c = 1 .. d-1。d = 5 时第 1 组是表 7 的左半部分。</translation>
    </message>
    <message>
        <source>With --repeat S on hypercube:D (S dividing D) the run is S AAPCs in succession on S processor axes of d = D/S dimensions (axis 1 the lowest bits) sharing the d local memory dimensions: the permutation (a_S, ..., a_1 | a_0) -&gt; (a_S-1, ..., a_0 | a_S) of seed 004 section 2.3, one local alignment and one realignment for all axes (Lemma 1); `collviz-cli table --memory` prints the memory after each phase (Table 3 for hypercube:4 --repeat 2). The AAPCs are pipelined: a pair of local addresses starts AAPC m+1 one span after AAPC m, so the run takes T + (S-1) span steps. Corollary 2 prints K/2 + (S-1)d: Algorithm 1 misses it by d ceil(K/2d) - K/2 steps (e.g. 2 on hypercube:6 --repeat 2: 9, not 7), Algorithm 2 (span K/2) by (S-1)(K/2 - d). Algorithm 5&apos;s concurrent AAPCs (`table --concurrent`) plan in units of d steps; on the tested cases the engine&apos;s plan meets Theorem 2&apos;s bound in all three regimes where d divides K/2 and is d ceil(K/2d) - K/2 steps over where it does not (Algorithm 1&apos;s short last group). The packets are the moving elements; the all-to-all lower bound is not shown, it is not this permutation&apos;s.</source>
        <translation>在 hypercube:D 上使用 --repeat S（S 整除 D）时，运行的是在 S 个 d = D/S 维的处理器轴上依次进行的 S 次 AAPC（轴 1 为最低位），它们共享 d 个本地内存维：即种子文献 004 第 2.3 节的置换 (a_S, ..., a_1 | a_0) -&gt; (a_S-1, ..., a_0 | a_S)，所有轴共用一次本地对齐和一次重新对齐（引理 1）；`collviz-cli table --memory` 会打印每个阶段之后的内存（hypercube:4 --repeat 2 时为表 3）。各次 AAPC 流水线进行：一对本地地址在 AAPC m 开始一个跨度之后开始 AAPC m+1，因此运行需要 T + (S-1) span 步。推论 2 印的是 K/2 + (S-1)d：算法 1 比它多 d ceil(K/2d) - K/2 步（例如 hypercube:6 --repeat 2 上多 2 步：9 步而不是 7 步），算法 2（跨度 K/2）多 (S-1)(K/2 - d) 步。算法 5 的并发 AAPC（`table --concurrent`）以 d 步为单位规划；在测试的情形中，当 d 整除 K/2 时，引擎的规划在全部三种情况下都达到定理 2 的界，否则多出 d ceil(K/2d) - K/2 步（算法 1 最后一个不完整的组）。数据包就是移动的元素；不显示全对全下界，因为它不属于这个置换。</translation>
    </message>
    <message>
        <source>Block transfer %1 of %2: every node sends over each channel one message holding one element from each of the %3 subsets of this row of the blocking table: %4.</source>
        <translation>第 %1 次块传输，共 %2 次：每个节点经每条信道发送一条消息，其中包含分块表本行 %3 个子集中每个子集的一个元素：%4。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node passes the message it received last (its own in round 1) to its right neighbour.</source>
        <translation>第 %1 轮，共 %2 轮：每个节点把最后收到的消息（第 1 轮时为自己的消息）传给右邻居。</translation>
    </message>
    <message>
        <source>Row phase, round %1 of %2: every node passes the message it received last (its own in round 1) to its right neighbour; the last node of each row uses the wraparound link.</source>
        <translation>行阶段，第 %1 轮，共 %2 轮：每个节点把最后收到的消息（第 1 轮时为自己的消息）传给右邻居；每行的最后一个节点使用回绕链路。</translation>
    </message>
    <message>
        <source>Row phase, round %1 of %2: every node passes the message it received last (its own in round 1) to its right neighbour; the last node of each row sends back along the row to the first, over the otherwise idle leftward channels.</source>
        <translation>行阶段，第 %1 轮，共 %2 轮：每个节点把最后收到的消息（第 1 轮时为自己的消息）传给右邻居；每行的最后一个节点沿该行经由其余空闲的向左信道发回给第一个节点。</translation>
    </message>
    <message>
        <source>Column phase, round %1 of %2: every node passes the %3 messages of one row that it received last (its own row&apos;s in round 1) as one message to the node below it.</source>
        <translation>列阶段，第 %1 轮，共 %2 轮：每个节点把最后收到的一行的 %3 条消息（第 1 轮时为本行的消息）作为一条消息传给下方的节点。</translation>
    </message>
    <message>
        <source>Z phase, round %1 of %2: every node passes the %3 messages of one plane that it received last (its own plane&apos;s in round 1) as one message to the next plane.</source>
        <translation>Z 阶段，第 %1 轮，共 %2 轮：每个节点把最后收到的一个平面的 %3 条消息（第 1 轮时为本平面的消息）作为一条消息传给下一个平面。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node exchanges %3 it holds with its neighbour across dimension %4; afterwards it holds %5.</source>
        <translation>第 %1 轮，共 %2 轮：每个节点与第 %4 维上的邻居交换它持有的 %3；之后它持有 %5。</translation>
    </message>
    <message numerus="yes">
        <source>all %n message(s)</source>
        <translation>
            <numerusform>全部 %n 条消息</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n 条消息</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends its partial sum for the node %3 to its right to its left neighbour, then adds its own contribution to the partial sum it received.</source>
        <translation>第 %1 轮，共 %2 轮：每个节点把发往其右侧 %3 处节点的部分和发给左邻居，然后把自己的贡献加到收到的部分和上。</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s)</source>
        <translation>
            <numerusform>%n 个位置</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends its last partial sum to its left neighbour and receives the sum of all other contributions for itself, to which it adds its own.</source>
        <translation>第 %1 轮，共 %2 轮：每个节点把最后的部分和发给左邻居，并收到其他所有贡献中属于自己的总和，再加上自己的贡献。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends its %3 for the other half of its subcube to its neighbour across dimension %4 and adds the %3 it receives for its own half.</source>
        <translation>第 %1 轮，共 %2 轮：每个节点把其子立方体另一半的 %3 发给第 %4 维上的邻居，并加上收到的、属于自己一半的 %3。</translation>
    </message>
    <message numerus="yes">
        <source>%n partial sum(s)</source>
        <translation>
            <numerusform>%n 个部分和</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node exchanges its partial sum with its neighbour across dimension %3 and adds the two; it now holds the sum over %4 nodes.</source>
        <translation>第 %1 轮，共 %2 轮：每个节点与其第 %3 维上的邻居交换部分和并将两者相加；现在它持有 %4 个节点上的总和。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node exchanges msg with its neighbour across dimension %3 and adds the number it receives to msg; the nodes whose partner has the smaller label (bit %3 set) also add it to result.</source>
        <translation>第 %1 轮，共 %2 轮：每个节点与第 %3 维上的邻居交换 msg，并把收到的数加到 msg 上；伙伴标号较小（第 %3 位为 1）的节点还把它加到 result 上。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (Algorithm %3): every node sends, in each listed dimension at once, the element in the listed local address to its neighbour and stores the one coming back there (address in dimension): %4. Each of the %5 channels used carries one element.</source>
        <translation>第 %1 轮，共 %2 轮（算法 %3）：每个节点同时在所列的每一维上把所列本地地址中的元素发给邻居，并把传回的元素存入该地址（地址 维）：%4。所用的 %5 条信道各传送一个元素。</translation>
    </message>
    <message>
        <source>Round %1 of %2 of %3 AAPCs in succession on axes of %4 dimensions sharing the local memory: %5. Every element keeps its local address; each channel direction carries at most one element.</source>
        <translation>第 %1 轮，共 %2 轮，%3 次 AAPC 依次在共享本地内存的 %4 维轴上进行：%5。每个元素保持其本地地址；每个信道方向至多传送一个元素。</translation>
    </message>
    <message>
        <source>Round %1 of %2 of Algorithm 5: %3 AAPCs on axes of %4 dimensions, data sets on different axes at once; %5 elements move, at most one per channel direction.</source>
        <translation>算法 5 的第 %1 轮，共 %2 轮：%4 维轴上的 %3 次 AAPC，不同轴上的数据集同时进行；%5 个元素移动，每个信道方向至多一个。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends, in each listed dimension at once, the element in the listed local address to its neighbour and stores the one coming back there (address in dimension): %3. Each of the %4 channels used carries one element.</source>
        <translation>第 %1 轮，共 %2 轮：每个节点同时在所列的每一维上把所列本地地址中的元素发给邻居，并把传回的元素存入该地址（地址 维）：%3。所用的 %4 条信道各传送一个元素。</translation>
    </message>
    <message>
        <source>Round %1 of %2 on channels %3 elements wide: every channel carries up to %3 elements at once: %4.</source>
        <translation>第 %1 轮，共 %2 轮，信道宽 %3 个元素：每条信道同时传送至多 %3 个元素：%4。</translation>
    </message>
    <message>
        <source>Permutation %1 of %2: every node x exchanges its packet with x XOR %3, %4 away on the e-cube route; no channel carries two messages.</source>
        <translation>第 %1 个置换，共 %2 个：每个节点 x 与 x XOR %3 交换其数据包，沿 E 立方路由相距 %4；没有信道承载两条消息。</translation>
    </message>
    <message numerus="yes">
        <source>%n hop(s)</source>
        <translation>
            <numerusform>%n 跳</numerusform>
        </translation>
    </message>
    <message>
        <source>Permutation %1 of %2: every node x sends its packet to x XOR %3 (binary addresses) along the dimension-order route, at most %4; congestion 1: no channel carries two messages.</source>
        <translation>第 %1 个置换，共 %2 个：每个节点 x 沿维序路由把数据包发给 x XOR %3（二进制地址），至多 %4；拥塞 1：没有信道承载两条消息。</translation>
    </message>
    <message>
        <source>Permutation %1 of %2: every node x sends its packet to x XOR %3 (binary addresses) along the dimension-order route, at most %4; congestion %5: the busiest channel carries %5 messages, which take turns.</source>
        <translation>第 %1 个置换，共 %2 个：每个节点 x 沿维序路由把数据包发给 x XOR %3（二进制地址），至多 %4；拥塞 %5：最忙的信道承载 %5 条消息，它们轮流通过。</translation>
    </message>
    <message>
        <source>Phase %1 of %2 (sub-meshes of %3 x %3 split into quarters of %4 x %4), step %5 of %6, round %7 of 3 of the micro-AAS: the %8 nodes on diagonal %5 of every quarter exchange %9, one worm of %10 each way (max link load %11).</source>
        <translation>第 %1 阶段，共 %2 个（%3 x %3 的子网格分成 %4 x %4 的四分之一），第 %5 步，共 %6 步，微 AAS 的第 %7 轮，共 3 轮：每个四分之一对角线 %5 上的 %8 个节点交换 %9，每个方向一条含 %10 的蠕虫（最大链路负载 %11）。</translation>
    </message>
    <message numerus="yes">
        <source>%n packet(s)</source>
        <translation>
            <numerusform>%n 个数据包</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: %3 of a horizontal and a vertical piece (%8), %4 in a row and %5 in a column, sharing no node and no line in the same direction; %6 of the %7 channels carry one message each, none two.</source>
        <translation>第 %1 轮，共 %2 轮：%3 个水平片与垂直片的乘积（%8），行内 %4、列内 %5，不共享节点，也不共享同方向的线；%7 条信道中有 %6 条各承载一条消息，没有一条承载两条。</translation>
    </message>
    <message numerus="yes">
        <source>%n product(s)</source>
        <translation>
            <numerusform>%n 个乘积</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n 个片段</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends at once a message of %3 to its right neighbour and one of %4 to its left one; each receiver keeps the packet addressed to it and forwards the rest in the same direction.</source>
        <translation>第 %1 轮，共 %2 轮：每个节点同时向右邻居发送一条含 %3 的消息、向左邻居发送一条含 %4 的消息；每个接收者保留发给自己的数据包，其余沿同一方向转发。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node i exchanges its packet directly with node i XOR %3, %4 away on the e-cube route.</source>
        <translation>第 %1 轮，共 %2 轮：每个节点 i 直接与节点 i XOR %3 交换数据包，沿 E 立方路由相距 %4。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node sends its right neighbour the %3 packets it has not delivered yet, as one message of %3 m words; each receiver keeps the packet addressed to it and forwards the other %4.</source>
        <translation>第 %1 轮，共 %2 轮：每个节点把尚未投递的 %3 个数据包作为一条 %3 m 字的消息发给右邻居；每个接收者保留发给自己的数据包，转发其余 %4 个。</translation>
    </message>
    <message>
        <source>Round %1 of %1: every node sends its right neighbour the last packet it carries, which is addressed to that neighbour; now every node holds a packet from every other node.</source>
        <translation>第 %1 步，共 %1 步：每个节点把它携带的最后一个数据包发给右邻居，这个数据包正是发给该邻居的；现在每个节点都持有来自其他每个节点的数据包。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node whose virtual id has its lower %3 zero sends the message across dimension %4.</source>
        <translation>第 %1 轮，共 %2 轮：虚拟编号低 %3 为零的每个节点沿第 %4 维发送消息。</translation>
    </message>
    <message numerus="yes">
        <source>%n bit(s)</source>
        <translation>
            <numerusform>%n 位</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node holding the message sends it %3 away, into the half of its segment that has no copy.</source>
        <translation>第 %1 轮，共 %2 轮：每个持有消息的节点把它发出 %3，送入其区段中没有副本的那一半。</translation>
    </message>
    <message>
        <source>Round %1 of %2: along %3, every node holding the message sends it up to %4 away, into the half of its segment that has no copy.</source>
        <translation>第 %1 轮，共 %2 轮：沿 %3，每个持有消息的节点把它发出至多 %4，送入其区段中没有副本的那一半。</translation>
    </message>
    <message>
        <source>Round %1 of %2: the source sends the message to leaf %3 in the other half of the tree; it climbs %4 through the switches and down again.</source>
        <translation>第 %1 轮，共 %2 轮：源把消息发给树另一半中的叶子 %3；它经交换机上行 %4 再下行。</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n 层</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: each of the %3 leaves holding the message sends it into the other half of its subtree of %4 leaves; the messages climb %5 through the switches and down again in disjoint subtrees, so no two share a link.</source>
        <translation>第 %1 轮，共 %2 轮：%3 个持有消息的叶子各自把消息发入其 %4 个叶子的子树的另一半；消息经交换机上行 %5 再下行，在不相交的子树中，因此没有两条共享链路。</translation>
    </message>
    <message>
        <source>Round %1 of %2: the source sends the message to node %3, %4 away; every other node waits.</source>
        <translation>第 %1 轮，共 %2 轮：源把消息发给相距 %4 的节点 %3；其他节点都在等待。</translation>
    </message>
    <message>
        <source>Round %1 of %2: one message goes %3 forward round the ring; no link is shared.</source>
        <translation>第 %1 轮，共 %2 轮：一条消息沿环向前走 %3；没有共享的链路。</translation>
    </message>
    <message>
        <source>Round %1 of %2: each of the %3 nodes holding the message sends it %4 hops forward; all %3 messages need the link into node %5, so they queue there one after the other.</source>
        <translation>第 %1 轮，共 %2 轮：持有消息的 %3 个节点各自把它向前发送 %4 跳；全部 %3 条消息都需要通往节点 %5 的链路，因此在那里依次排队。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (all-to-all broadcast): every node exchanges the %3 it has with its partner across dimension %4, so that it holds %5.</source>
        <translation>第 %1 轮，共 %2 轮（全对全广播）：每个节点与第 %4 维上的伙伴交换它持有的 %3，之后它持有 %5。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (all-to-all reduction): every node sends its partner across dimension %3 its partial sums of the %4 the partner&apos;s half is responsible for, and adds the partner&apos;s sums of its own %4.</source>
        <translation>第 %1 轮，共 %2 轮（全对全归约）：每个节点把伙伴那一半负责的 %4 的部分和发给第 %3 维上的伙伴，并加上伙伴发来的、自己负责的 %4 的部分和。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (scatter): every node holding pieces sends the %3 of m/p words meant for the other half across dimension %4.</source>
        <translation>第 %1 轮，共 %2 轮（散发）：每个持有片段的节点沿第 %4 维发送给另一半的 %3（每个 m/p 字）。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (gather): every node that has collected finished pieces sends its %3 across dimension %4 towards the destination.</source>
        <translation>第 %1 轮，共 %2 轮（收集）：每个已收集到完成片段的节点沿第 %4 维把它的 %3 发往目标。</translation>
    </message>
    <message numerus="yes">
        <source>%n total(s)</source>
        <translation>
            <numerusform>%n 个总和</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: every node whose virtual id has bit %3 set and the bits below it zero sends its partial sum across dimension %3; its partner adds it to its own.</source>
        <translation>第 %1 轮，共 %2 轮：虚拟编号第 %3 位为 1 且更低各位为零的每个节点沿第 %3 维发送其部分和；伙伴把它加到自己的部分和上。</translation>
    </message>
    <message>
        <source>Round %1 of %2: in every subtree of %3 leaves, the leaf that got the message from the other half in the broadcast sends its partial sum back through the switches; the receiver adds it to its own.</source>
        <translation>第 %1 轮，共 %2 轮：在每个 %3 个叶子的子树中，广播时从另一半得到消息的叶子把它的部分和经交换机发回；接收者把它加到自己的部分和上。</translation>
    </message>
    <message>
        <source>Round %1 of %2: %3 send their partial sums up to %4 back towards the destination, the reverse of the broadcast step; each receiver adds the sum to its own.</source>
        <translation>第 %1 轮，共 %2 轮：%3 把部分和向目标方向送回至多 %4，与广播步相反；每个接收者把和加到自己的和上。</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: along %3, %4 send their partial sums up to %5 back towards the destination, the reverse of the broadcast step; each receiver adds the sum to its own.</source>
        <translation>第 %1 轮，共 %2 轮：沿 %3，%4 把部分和向目标方向送回至多 %5，与广播步相反；每个接收者把和加到自己的和上。</translation>
    </message>
    <message>
        <source>through the switches, %1 up and down</source>
        <translation>经过交换机，上行 %1 再下行</translation>
    </message>
    <message>
        <source>up to %1 along the line</source>
        <translation>沿这条线至多 %1</translation>
    </message>
    <message>
        <source>up to %1 along %2</source>
        <translation>沿 %2 至多 %1</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node holding data keeps the packets for its own half and sends those for the other half, up to %3 per message, %4.</source>
        <translation>第 %1 轮，共 %2 轮：每个持有数据的节点保留发往自己一半的数据包，把发往另一半的发出，每条消息至多 %3，%4。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node that has collected the messages of its part sends them all on, up to %3 per message, %4.</source>
        <translation>第 %1 轮，共 %2 轮：每个已收集到其部分消息的节点把它们全部继续发送，每条消息至多 %3，%4。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node passes the packet it holds to its right neighbour (q = %3 is the shorter way round).</source>
        <translation>第 %1 轮，共 %2 轮：每个节点把持有的数据包传给右邻居（q = %3 是较短的方向）。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every node passes the packet it holds to its left neighbour (p - q = %3 is shorter than q = %4).</source>
        <translation>第 %1 轮，共 %2 轮：每个节点把持有的数据包传给左邻居（p - q = %3 比 q = %4 短）。</translation>
    </message>
    <message>
        <source>Row phase, round %1 of %2: every node passes the packet it holds one place to the %3 along its row (r = q mod a = %4).</source>
        <translation>行阶段，第 %1 轮，共 %2 轮：每个节点把持有的数据包沿本行向%3传一个位置（r = q mod a = %4）。</translation>
    </message>
    <message>
        <source>Column phase, round %1 of %2: every node passes the packet it holds one row %3 (c = floor(q / a) = %4).</source>
        <translation>列阶段，第 %1 轮，共 %2 轮：每个节点把持有的数据包向%3传一行（c = floor(q / a) = %4）。</translation>
    </message>
    <message>
        <source>Processors numbered by cube label: every node sends its packet straight to node (i + %1) mod %2 along its e-cube route, up to %3, all in one step.</source>
        <translation>处理器按立方体标号编号：每个节点沿其 E 立方路由把数据包直接发给节点 (i + %1) mod %2，至多 %3，全部在一步内完成。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (processors numbered along the Gray-code array, Fig. 3.6.2; q = %3): shift by 1 along the array: every node sends its packet to the next array position, a cube neighbour.</source>
        <translation>第 %1 轮，共 %2 轮（处理器沿格雷码阵列编号，图 3.6.2；q = %3）：沿阵列移位 1：每个节点把数据包发给下一个阵列位置，即一个立方体邻居。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (processors numbered along the Gray-code array, Fig. 3.6.2; q = %3): shift by %4 along the array: first hop of two: every node sends the packet it holds across dimension %5.</source>
        <translation>第 %1 轮，共 %2 轮（处理器沿格雷码阵列编号，图 3.6.2；q = %3）：沿阵列移位 %4：两跳中的第一跳：每个节点把持有的数据包沿第 %5 维发送。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (processors numbered along the Gray-code array, Fig. 3.6.2; q = %3): shift by %4 along the array: second hop of two: every packet takes the one remaining link to the node %4 array positions further on.</source>
        <translation>第 %1 轮，共 %2 轮（处理器沿格雷码阵列编号，图 3.6.2；q = %3）：沿阵列移位 %4：两跳中的第二跳：每个数据包走剩下的一条链路，到达 %4 个阵列位置之后的节点。</translation>
    </message>
    <message>
        <source>All-to-all broadcast: ring of processor numbers over routes</source>
        <translation>全对全广播：沿路由的处理器编号环</translation>
    </message>
    <message>
        <source>every round sends the same p messages over the same routes, and up to %1 of them share a channel; under wormhole routing they take turns, so every round lasts at least %1 (t_s + t_w m), not t_s + t_w m</source>
        <translation>每一轮都沿相同的路由发送相同的 p 条消息，其中多达 %1 条共用一条信道；在虫孔路由下它们轮流传送，因此每一轮至少持续 %1 (t_s + t_w m)，而不是 t_s + t_w m</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor i passes the block it received last (its own in round 1) to processor (i + 1) mod p over the route, up to %3 long; no channel carries two messages.</source>
        <translation>第 %1 轮，共 %2 轮：每个处理器 i 沿路由把最后收到的块（第 1 轮时为自己的块）传给处理器 (i + 1) mod p，路由长至多 %3；没有信道承载两条消息。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor i passes the block it received last (its own in round 1) to processor (i + 1) mod p over the route, up to %3 long; the busiest channel carries %4 messages, which take turns.</source>
        <translation>第 %1 轮，共 %2 轮：每个处理器 i 沿路由把最后收到的块（第 1 轮时为自己的块）传给处理器 (i + 1) mod p，路由长至多 %3；最繁忙的信道承载 %4 条消息，它们轮流传送。</translation>
    </message>
    <message>
        <source>round %1 is the first of the %2 in which two or more messages share a channel (%3 on one), and under wormhole routing messages that share a channel take turns, so such rounds last longer than the formula&apos;s t_s + t_w m</source>
        <translation>第 %1 轮是 %2 轮中第一个有两条或更多消息共用一条信道的轮次（一条信道上 %3 条），在虫孔路由下共用信道的消息轮流传送，因此这样的轮次比公式中的 t_s + t_w m 持续更久</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor i sends its block for (i + %1) mod p over the route, up to %3 long, and receives the block of (i - %1) mod p; no channel carries two messages.</source>
        <translation>第 %1 轮，共 %2 轮：每个处理器 i 沿长至多 %3 的路由发送它给 (i + %1) mod p 的块，并接收来自 (i - %1) mod p 的块；没有信道承载两条消息。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor i sends its block for (i + %1) mod p over the route, up to %3 long, and receives the block of (i - %1) mod p; the busiest channel carries %4 messages, which take turns.</source>
        <translation>第 %1 轮，共 %2 轮：每个处理器 i 沿长至多 %3 的路由发送它给 (i + %1) mod p 的块，并接收来自 (i - %1) mod p 的块；最繁忙的信道承载 %4 条消息，它们轮流传送。</translation>
    </message>
    <message>
        <source>One-to-all broadcast: binomial tree over routes</source>
        <translation>一对全广播：沿路由的二项树</translation>
    </message>
    <message>
        <source>in %1 of the %2 rounds two or more messages share a channel (up to %3 on one), and under wormhole routing messages that share a channel take turns, so those rounds last longer than the formula&apos;s t_s + t_w m</source>
        <translation>%2 轮中有 %1 轮出现两条或更多消息共用一条信道（一条信道上至多 %3 条），在虫孔路由下共用信道的消息轮流传送，因此这些轮次比公式中的 t_s + t_w m 持续更久</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor whose virtual id v is a multiple of %3 sends the message to virtual id v + %4 if that is below p (%5 in all), over routes of up to %6; no channel carries two messages.</source>
        <translation>第 %1 轮，共 %2 轮：虚拟编号 v 为 %3 的倍数的每个处理器把消息发给虚拟编号 v + %4（若它小于 p；共 %5），路由长至多 %6；没有信道承载两条消息。</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor whose virtual id v is a multiple of %3 sends the message to virtual id v + %4 if that is below p (%5 in all), over routes of up to %6; the busiest channel carries %7 of them, which take turns.</source>
        <translation>第 %1 轮，共 %2 轮：虚拟编号 v 为 %3 的倍数的每个处理器把消息发给虚拟编号 v + %4（若它小于 p；共 %5），路由长至多 %6；最繁忙的信道承载其中 %7 条，它们轮流传送。</translation>
    </message>
    <message>
        <source>All-to-all personalized: direct exchange (DEX)</source>
        <translation>全对全个性化通信：直接交换（DEX）</translation>
    </message>
    <message>
        <source>Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). Every pair of nodes exchanges its two packets directly: step j (j = 1 .. p-1) is the permutation x -&gt; x XOR j, p - 1 steps of one packet per node, without combining. On a hypercube the e-cube route makes every step contention-free (the same schedule as the pairwise exchange), so the time is (t_s + t_w m)(2^n - 1), which the seed calls only twice its lower bound t_w m (2^n - 1)/2 for large m. On meshes and tori with power-of-two sides the node index is the binary address (x in the low bits, then y, then z) and dimension-order routing replaces e-cube: the narration gives each step&apos;s congestion, at most max(z_1, z_2)/2 as the seed says (on mesh:4x2, the seed&apos;s M(2,4), four of the seven permutations load the middle horizontal channels twice; the seed&apos;s figure shows six of them, three congested), and on tori, where the shorter way round ties for a half-way jump and goes up, the same maximum. The seed gives no time for meshes (it depends on how the network serves congestion); the formula charges every step its congestion c_j in turns, (t_s + t_w m) sum c_j, and the engine&apos;s timeline, where the messages sharing a channel take turns, measures exactly that on every mesh and torus tried, up to torus:16x8x8.</source>
        <translation>也称为全对全散发（种子文献 000：AAS）和完全交换（种子文献 001）。每对节点直接交换各自的两个数据包：第 j 步（j = 1 .. p-1）是置换 x -&gt; x XOR j，共 p - 1 步，每步每个节点一个数据包，不合并。在超立方体上，E 立方路由使每一步都无竞争（与成对交换的调度相同），因此所需时间为 (t_s + t_w m)(2^n - 1)，种子文献称在 m 较大时这只是其下界 t_w m (2^n - 1)/2 的两倍。在边长为 2 的幂的网格和环面上，节点索引就是二进制地址（x 在低位，然后是 y，再是 z），并以维序路由代替 E 立方路由：讲解给出每一步的拥塞，正如种子文献所说，至多为 max(z_1, z_2)/2（在 mesh:4x2 上，即种子文献的 M(2,4)，七个置换中有四个使中间的水平信道负载两次；种子文献的图显示了其中六个，三个拥塞）；在环面上，跳半圈时两个方向一样短，取向上的方向，最大值相同。种子文献没有给出网格上的时间（它取决于网络如何处理拥塞）；公式按每一步的拥塞 c_j 让消息轮流传送来计费，即 (t_s + t_w m) sum c_j，而引擎的时间线中共用信道的消息轮流传送，在所试的每个网格和环面上（直到 torus:16x8x8）测得的结果都与此完全一致。</translation>
    </message>
    <message>
        <source>All-to-all personalized on a cycle: micro-permutations</source>
        <translation>环上的全对全个性化通信：微置换</translation>
    </message>
    <message>
        <source>Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). The seed&apos;s 1-port direct exchange on a ring T(z), z = 4t: drawn as a circle with node k at angle (k + 1/2) 360/z degrees, quadrant I holds u_1 .. u_t = nodes 0 .. t-1, and u_i&apos;s mirror images are u_i^y = 2t-1-k (quadrant II), u_i^xy = k+2t (III) and u_i^x = z-1-k (IV). Each round is one micro-permutation, pi1 and pi2 for each of the t(t-1) ordered pairs (u_i, u_j), then pi3 and pi4 for each u_i: two 4-cycles that each go once round the ring, one each way, every message the shorter way (pi4&apos;s half-way messages: u_i and u_i^xy go up, u_i^x and u_i^y down), so every channel carries exactly one message and the seed&apos;s lists as printed deliver every packet exactly once. Because a micro-permutation fills all 2z channels, no two share a round: the engine measures 2t^2 = z^2/8 rounds (z = 4: 3, since u_(i+1 mod 1) is u_i and pi3&apos;s two cycles take a round each), which equals the bisection bound, z^2/4 packets crossing a two-link cut each way over 2 channels. The seed&apos;s Lemma reads &quot;2[z/2]^2 rounds&quot;, z^2/2, four times the measured count; its own count of micro-permutations, 2t(t-1) + 2t = 2 (z/4)^2, suggests the OCR lost a 4.</source>
        <translation>也称为全对全散发（种子文献 000：AAS）和完全交换（种子文献 001）。种子文献在环 T(z)（z = 4t）上的单端口直接交换：把环画成圆，节点 k 位于 (k + 1/2) 360/z 度处，第 I 象限包含 u_1 .. u_t = 节点 0 .. t-1，u_i 的镜像为 u_i^y = 2t-1-k（第 II 象限）、u_i^xy = k+2t（III）和 u_i^x = z-1-k（IV）。每一轮是一个微置换：对 t(t-1) 个有序对 (u_i, u_j) 中的每一个执行 pi1 和 pi2，然后对每个 u_i 执行 pi3 和 pi4：两个 4-环，各沿环绕行一圈，方向相反，每条消息都走较短方向（pi4 中跳半圈的消息：u_i 和 u_i^xy 向上，u_i^x 和 u_i^y 向下），因此每条信道恰好承载一条消息，而种子文献中印出的列表恰好把每个数据包递送一次。由于一个微置换占满全部 2z 条信道，任意两个微置换都不能共用一轮：引擎测得 2t^2 = z^2/8 轮（z = 4 时为 3 轮，因为 u_(i+1 mod 1) 就是 u_i，而 pi3 的两个环各占一轮），这等于对分界：z^2/4 个数据包在每个方向上经 2 条信道穿过一个两链路的割。种子文献的引理写作“2[z/2]^2 轮”，即 z^2/2，是测得数目的四倍；而它自己统计的微置换数 2t(t-1) + 2t = 2 (z/4)^2 表明 OCR 丢掉了一个 4。</translation>
    </message>
    <message>
        <source>All-to-all personalized on a 2D torus: interleaved micro-permutations</source>
        <translation>二维环面上的全对全个性化通信：交错微置换</translation>
    </message>
    <message>
        <source>Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). The seed generalises the cycle&apos;s micro-permutations to T(z, z), z = 4t, by the cartesian product and interleaves up to t disjoint horizontal and vertical micro-permutations in one round &quot;so that all mesh links are used in each round&quot;; it gives no round count. Here every packet is one worm, row first: those that stay in their row run the cycle&apos;s micro-permutations in that row, those that stay in their column the same in the column, and the others the product h x v of a horizontal and a vertical piece, (a, b) -&gt; (h(a), v(b)), which fills the rows v moves and the columns h moves with one message per channel. Pieces that share no node and no line in the same direction share a round, packed first fit (products first) once with whole micro-permutations and once with their one-way cycles, the fewer rounds kept; every round is contention-free and 1-port, and the narration counts the channels it uses. The engine measures 15 rounds on torus:4x4 (the 1-port bound p - 1); 64 on torus:8x8, every one using all 256 channels as the seed claims for M(8,8), which is the bisection bound z^3/8; 222 on torus:12x12 (bound 216), 513 on torus:16x16 (512), 1010 on torus:20x20 (1000): all links are used in most rounds, not in every one.</source>
        <translation>也称为全对全散发（种子文献 000：AAS）和完全交换（种子文献 001）。种子文献通过笛卡尔积把环的微置换推广到 T(z, z)（z = 4t），并在一轮中交错执行至多 t 个不相交的水平和垂直微置换，“使得每一轮都用到网格的所有链路”；它没有给出轮数。这里每个数据包是一条蠕虫，先走行：留在本行的数据包在该行中执行环的微置换，留在本列的数据包在该列中同样执行，其余数据包执行一个水平片段与一个垂直片段的积 h x v，(a, b) -&gt; (h(a), v(b))，它以每条信道一条消息的方式占满 v 所移动的行和 h 所移动的列。不共用节点、也不在同一方向上共用线的片段可以共用一轮，按首次适应法打包（先打包积），一次以完整的微置换为单位，一次以其单向环为单位，保留轮数较少的结果；每一轮都无竞争且为单端口，讲解会统计它所用的信道数。引擎在 torus:4x4 上测得 15 轮（单端口界 p - 1）；在 torus:8x8 上测得 64 轮，每轮都用满全部 256 条信道，正如种子文献对 M(8,8) 所声称的，这就是对分界 z^3/8；在 torus:12x12 上为 222 轮（界 216），torus:16x16 上为 513 轮（512），torus:20x20 上为 1010 轮（1000）：大多数轮次用到了所有链路，但并非每一轮。</translation>
    </message>
    <message>
        <source>All-to-all personalized: ring pipeline in both directions</source>
        <translation>全对全个性化通信：双向环流水线</translation>
    </message>
    <message>
        <source>Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). With all ports and full-duplex links the ring pipeline runs both ways at once: every node sends the packets for the nodes up to floor(z/2) steps clockwise as one message to its right neighbour and those for the nodes up to floor((z-1)/2) steps anticlockwise to its left one; each receiver keeps its own packet and forwards the rest. That takes R = floor(z/2) rounds, round k carrying at most R-k+1 packets per message: t_s R + t_w m R(R+1)/2, about half the rounds and a quarter of the t_w term of the one-way pipeline. For odd z this is the seed&apos;s sum, t_s (z-1)/2 + t_w m (z^2-1)/8, which it rounds to z^2/8, and it meets the cut bound t_w m (z^2-1)/8. For even z the packet to the opposite node, z/2 steps away either way, goes clockwise with the right-bound message (the seed does not say): z/2 rounds and t_w m z(z+2)/8, z/4 t_w m above the cut bound; sending it the other way from every second node balances the links but leaves each round as long, since a round lasts as long as its largest message.</source>
        <translation>也称为全对全散发（种子文献 000：AAS）和完全交换（种子文献 001）。在全端口、全双工链路下，环流水线同时沿两个方向运行：每个节点把发往顺时针方向至多 floor(z/2) 步内各节点的数据包作为一条消息发给右邻居，把发往逆时针方向至多 floor((z-1)/2) 步内各节点的数据包发给左邻居；每个接收者保留自己的数据包，转发其余部分。这需要 R = floor(z/2) 轮，第 k 轮每条消息至多携带 R-k+1 个数据包：t_s R + t_w m R(R+1)/2，大约是单向流水线轮数的一半、t_w 项的四分之一。z 为奇数时，这就是种子文献的和 t_s (z-1)/2 + t_w m (z^2-1)/8（它将其近似为 z^2/8），并达到割界 t_w m (z^2-1)/8。z 为偶数时，发往对面节点（两个方向都相距 z/2 步）的数据包随向右的消息顺时针传送（种子文献没有说明）：z/2 轮，t_w m z(z+2)/8，比割界多 z/4 t_w m；让每隔一个节点把它沿另一方向发送虽能平衡链路负载，但每轮的时长不变，因为一轮持续的时间取决于其中最大的消息。</translation>
    </message>
    <message>
        <source>All-to-all personalized: shift exchange over routes</source>
        <translation>全对全个性化通信：沿路由的移位交换</translation>
    </message>
    <message>
        <source>One-to-all personalized by recursive halving</source>
        <translation>递归减半的一对全个性化通信</translation>
    </message>
    <message>
        <source>Also called scatter (seed 001, MPI_Scatter). The source holds one distinct message for every node. It follows the broadcast pattern, but each transfer carries only the messages destined for the other half: first half of all messages, then a quarter, down to a single message. Every node keeps what its own half needs. The text&apos;s cost is t_s log p + t_w m (p - 1), and t_w m (p - 1) is a lower bound on any topology because the source must send p - 1 messages. Where a side is not a power of two, every split keeps the larger part on the sender&apos;s side, so the root&apos;s messages are the largest of each step and the cost holds for every root. It meets the lower bound t_s ceil(log2 p) + t_w m (p - 1) whenever the steps, one line split per side, add up to ceil(log2 p): on hypercubes, trees, rings, linear arrays and meshes such as 3x7. Where they do not (mesh:3x5 takes 5 steps, ceil(log2 15) = 4), this pattern pays the extra start-ups.</source>
        <translation>也称为散发（种子文献 001，MPI_Scatter）。源节点为每个节点各持有一条不同的消息。它沿用广播模式，但每次传输只携带发往另一半的消息：先是全部消息的一半，然后四分之一，直到单条消息。每个节点保留它自己那一半所需的消息。教材给出的代价为 t_s log p + t_w m (p - 1)，而 t_w m (p - 1) 在任何拓扑上都是下界，因为源节点必须发出 p - 1 条消息。边长不是 2 的幂时，每次划分都把较大的部分留在发送者一侧，因此根的消息在每一步中都是最大的，代价对任何根都成立。只要各步（逐条边划分线）加起来等于 ceil(log2 p)，它就达到下界 t_s ceil(log2 p) + t_w m (p - 1)：在超立方体、树、环、线性阵列以及 3x7 这样的网格上都是如此。否则（mesh:3x5 需要 5 步，而 ceil(log2 15) = 4），这种模式要付出额外的启动时间。</translation>
    </message>
    <message>
        <source>All-to-one personalized by recursive doubling</source>
        <translation>递归加倍的全对一个性化通信</translation>
    </message>
    <message>
        <source>Also called gather (seed 001, MPI_Gather). The dual of scatter: the same messages in reverse order and direction. First the nodes that the scatter served last send their own message to their partner; from then on every node sends everything it has collected, so messages double in size until the destination holds all p messages. Nothing is combined: the destination ends with p separate messages. The cost is scatter&apos;s, t_s log p + t_w m (p - 1), for every root, and it meets the lower bound t_s ceil(log2 p) + t_w m (p - 1) wherever the scatter does: the destination must receive p - 1 messages&apos; worth of words, and the steps, one line split per side, must add up to ceil(log2 p).</source>
        <translation>也称为收集（种子文献 001，MPI_Gather）。散发的对偶：同样的消息，顺序和方向相反。首先，散发中最后得到服务的节点把自己的消息发给伙伴；此后每个节点发送它已收集到的全部内容，因此消息大小逐步加倍，直到目的节点持有全部 p 条消息。不做任何合并：目的节点最终持有 p 条独立的消息。代价与散发相同，为 t_s log p + t_w m (p - 1)，对任何根都成立；凡是散发达到下界 t_s ceil(log2 p) + t_w m (p - 1) 的地方，它也达到：目的节点必须接收 p - 1 条消息的字数，而各步（逐条边划分线）加起来必须等于 ceil(log2 p)。</translation>
    </message>
    <message>
        <source>Circular shift on a ring</source>
        <translation>环上的循环移位</translation>
    </message>
    <message>
        <source>Seed 001 calls it circular q-shift. Node i must send its packet to node (i + q) mod p. All packets travel together the shorter way round the ring: q steps to the right, or p - q steps to the left when that is shorter. In every step each node passes the packet it holds to its neighbour and receives one, so a step costs t_s + t_w m and the shift (t_s + t_w m) min(q, p - q).</source>
        <translation>种子文献 001 称之为循环 q 移位。节点 i 必须把它的数据包发给节点 (i + q) mod p。所有数据包一起沿环的较短方向传送：向右 q 步，或者在更短时向左 p - q 步。每一步中，每个节点把持有的数据包传给邻居并接收一个，因此每步代价为 t_s + t_w m，整个移位为 (t_s + t_w m) min(q, p - q)。</translation>
    </message>
    <message>
        <source>Circular shift on a 2D torus</source>
        <translation>二维环面上的循环移位</translation>
    </message>
    <message>
        <source>Seed 001 calls it circular q-shift. With row-major labels, shifting by q means r = q mod a places along the rows and c = floor(q / a) rows down. First every row shifts its packets by r, the shorter way round. The packets that crossed the end of their row have landed one row too high, so in one compensating step they move one row down; then every column shifts by c, the shorter way round. Each step moves every packet at most one link, so it costs t_s + t_w m, and the shift costs (t_s + t_w m)(min(r, a - r) + 1 + min(c, b - c)), without the 1 when r = 0. The text names the row and column shifts; the compensating step is what its Fig. 3.6.1 shows.</source>
        <translation>种子文献 001 称之为循环 q 移位。按行优先编号时，移位 q 意味着沿行移动 r = q mod a 个位置，并向下移动 c = floor(q / a) 行。首先每一行把它的数据包沿较短方向移位 r。越过行尾的数据包落在了高一行的位置，因此在一个补偿步中向下移动一行；然后每一列沿较短方向移位 c。每一步使每个数据包至多移动一条链路，代价为 t_s + t_w m，因此整个移位的代价为 (t_s + t_w m)(min(r, a - r) + 1 + min(c, b - c))，当 r = 0 时去掉其中的 1。教材给出了行移位和列移位；补偿步正是其图 3.6.1 所示的内容。</translation>
    </message>
    <message>
        <source>Circular shift on a hypercube</source>
        <translation>超立方体上的循环移位</translation>
    </message>
    <message>
        <source>Seed 001 calls it circular q-shift. With wormhole routing the processors are numbered by their cube labels and every node sends its packet straight to node (i + q) mod p along the e-cube route, in one step of t_s + t_w m: the text claims the routes never share a channel, and the engine confirms it for every q on cubes up to 128 nodes. Under store-and-forward (--model sf) the processors are numbered along the text&apos;s linear array, mapped onto the cube by the reflected Gray code (array position j on node j XOR floor(j/2): 0, 1, 3, 2, 6, 7, 5, 4 on 8 nodes, Fig. 3.6.2), and the shift moves every packet q places along that array. q is written as a sum of powers of two, lowest first, as the text does (5 = 1 + 4); a 1-shift is one step between cube neighbours, a 2^i-shift two steps, since array positions 2^i apart are two links apart: first every node crosses dimension i - 1, then every packet takes the remaining link. That is 2 popcount(q) - (q mod 2) steps, at most the text&apos;s 2 log p - 1, reached for q = p - 1; the engine finds no channel used twice in any step, for every q on cubes up to 128 nodes. The text only adds up the powers of two in q, and so does this schedule; shifting back by p - q instead would be shorter for some q (q = p - 1 is a 1-shift back, one step). The one-step e-cube shift is not congestion-free on the Gray-code numbering: the engine finds two messages on one channel for q = 3 and 5 on 8 nodes and for q = 3, 5, 6, 7, 9, 10, 11, 13 on 16 nodes, which is why wormhole runs keep the cube labels.</source>
        <translation>种子文献 001 称之为循环 q 移位。在虫孔路由下，处理器按立方体标号编号，每个节点沿 E 立方路由把数据包直接发给节点 (i + q) mod p，一步完成，代价为 t_s + t_w m：教材声称这些路由从不共用信道，引擎在至多 128 个节点的立方体上对每个 q 都证实了这一点。在存储转发（--model sf）下，处理器沿教材中的线性阵列编号，该阵列通过反射格雷码映射到立方体上（阵列位置 j 在节点 j XOR floor(j/2) 上：8 个节点时为 0、1、3、2、6、7、5、4，图 3.6.2），移位使每个数据包沿该阵列移动 q 个位置。像教材那样把 q 写成 2 的幂之和，从最低的开始（5 = 1 + 4）；1 移位是立方体邻居之间的一步，2^i 移位需要两步，因为相距 2^i 的阵列位置相隔两条链路：先是每个节点跨越第 i - 1 维，然后每个数据包走剩下的链路。共需 2 popcount(q) - (q mod 2) 步，至多为教材的 2 log p - 1，在 q = p - 1 时达到；引擎在至多 128 个节点的立方体上对每个 q 都没有发现某一步中有信道被使用两次。教材只是把 q 中的 2 的幂加起来，本调度也是如此；对某些 q，反向移位 p - q 会更短（q = p - 1 就是反向 1 移位，只需一步）。在格雷码编号下，一步完成的 E 立方移位并非无拥塞：引擎在 8 个节点上 q = 3 和 5 时、在 16 个节点上 q = 3、5、6、7、9、10、11、13 时发现一条信道上有两条消息，这就是虫孔路由的运行保留立方体标号的原因。</translation>
    </message>
    <message>
        <source>%1 runs on %2 networks of %3 dimensions only, not on %4, which has %5</source>
        <translation>%1 只能运行在 %3 维的 %2 网络上，不能运行在 %4 上（它有 %5 维）</translation>
    </message>
    <message>
        <source>%1 runs on %2 networks of %3 to %6 dimensions only, not on %4, which has %5</source>
        <translation>%1 只能运行在 %3 到 %6 维的 %2 网络上，不能运行在 %4 上（它有 %5 维）</translation>
    </message>
    <message>
        <source>%1 phase, round %2 of %3: every node passes the %4 messages of its block of the axes before %1 that it received last (its own block&apos;s in round 1) as one message to the next node along %1.</source>
        <translation>%1 阶段，第 %2 轮，共 %3 轮：每个节点把最后收到的、由 %1 之前各轴构成的块的 %4 条消息（第 1 轮时为本节点所在块的消息）作为一条消息，沿 %1 传给下一个节点。</translation>
    </message>
    <message>
        <source>All-reduce: double binary tree, pipelined (NCCL)</source>
        <translation>全归约：双二叉树，流水线（NCCL）</translation>
    </message>
    <message>
        <source>NCCL&apos;s tree all-reduce, after Sanders, Speck and Träff&apos;s two-tree algorithm: tree A numbers a binary tree in order over the processors, so its inner nodes are the odd ones, and tree B is A mirrored (x to p - 1 - x, p even) or shifted by one (x to x + 1, p odd), so that no processor is an inner node of both. Each tree reduces half of the data up to its root and broadcasts the totals back down, both halves cut into S = min(8, p/2 rounded down) segments that follow each other down the tree like a pipeline. The edges are coloured so that a node&apos;s two children, and its two parents, use its one port in alternate rounds; every round moves one segment of m/(2S) words per working edge, and each phase takes D + 2S - 1 rounds, D (about log2 p to 2 log2 p) the round in which a tree&apos;s first segment reaches its deepest node. So it pays few start-ups like a binomial tree while the words each node sends stay near 2m however large p is, which is why NCCL runs it for mid-sized messages at scale. Any p works; the trees only know processor numbers, so it runs over routes on any network (wormhole, one port, full duplex, combining). NCCL overlaps the two phases, where here the broadcast waits for the reduction; under one port that costs little, since an inner node receives from one child or the other in every round of the reduction&apos;s steady state (overlapping saves at most one round for p up to 64). SimGrid 3.32 has no double binary tree; its tree allreduces (redbcast, smp_binomial, smp_binomial_pipeline) reduce and broadcast the whole vector on binomial trees.</source>
        <translation>NCCL 的树形全归约，源自 Sanders、Speck 和 Träff 的双树算法：树 A 把一棵二叉树按中序编号到各处理器上，因此其内部节点都是奇数编号的；树 B 是 A 的镜像（x 变为 p - 1 - x，p 为偶数）或平移一位（x 变为 x + 1，p 为奇数），从而没有处理器同时是两棵树的内部节点。每棵树把一半数据归约到其根，再把总和广播回去，两半数据都切成 S = min(8, p/2 向下取整) 个分段，这些分段像流水线一样在树中依次传递。边经过着色，使一个节点的两个孩子以及它的两个父节点在交替的轮次中使用它唯一的端口；每一轮每条工作的边传送一个 m/(2S) 字的分段，每个阶段需要 D + 2S - 1 轮，其中 D（约为 log2 p 到 2 log2 p）是一棵树的第一个分段到达其最深节点的轮次。因此它像二项树一样只付出少量启动，而每个节点发送的字数无论 p 多大都保持在 2m 左右，这就是 NCCL 在大规模下对中等大小的消息使用它的原因。任意 p 都可以；两棵树只认处理器编号，因此它可以沿路由在任何网络上运行（虫孔路由、单端口、全双工、合并）。NCCL 让两个阶段重叠，而这里广播要等归约完成；在单端口下这代价不大，因为在归约的稳定阶段，内部节点每一轮都从某一个孩子接收（p 至多为 64 时，重叠至多节省一轮）。SimGrid 3.32 没有双二叉树；它的树形 allreduce（redbcast、smp_binomial、smp_binomial_pipeline）在二项树上归约并广播整个向量。</translation>
    </message>
    <message>
        <source>in %1 of the %2 rounds the routes of two or more tree edges share a channel (up to %3 on one, first in round %4); under wormhole routing they take turns, so those rounds last longer than the one segment the formula counts</source>
        <translation>%2 轮中有 %1 轮出现两条或更多树边的路由共用一条信道（一条信道上至多 %3 条，首次出现在第 %4 轮）；在虫孔路由下它们轮流传送，因此这些轮次比公式所计的一个分段的时间持续更久</translation>
    </message>
    <message numerus="yes">
        <source>%n tree edge(s)</source>
        <translation>
            <numerusform>%n 条树边</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2 (reduction up both trees): %3 carry a partial sum of one segment, m/%4 words, from a child to its parent in tree A or B, which adds it to its own sum of that segment.</source>
        <translation>第 %1 轮，共 %2 轮（沿两棵树向上归约）：%3各自把一个分段的部分和（m/%4 个字）从孩子传给它在树 A 或树 B 中的父节点，父节点把它加到自己该分段的和上。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (broadcast down both trees): %3 carry a finished segment, m/%4 words, from a parent to its child in tree A or B.</source>
        <translation>第 %1 轮，共 %2 轮（沿两棵树向下广播）：%3各自把一个已完成的分段（m/%4 个字）从父节点传给它在树 A 或树 B 中的孩子。</translation>
    </message>
    <message>
        <source>The busiest channel carries %1 of these messages, which take turns.</source>
        <translation>最繁忙的信道承载其中 %1 条消息，它们轮流传送。</translation>
    </message>
    <message>
        <source>in %1 of the %2 rounds two or more messages share a channel (up to %3 on one, first in round %4), and under wormhole routing messages that share a channel take turns, so those rounds last longer than the formula counts</source>
        <translation>%2 轮中有 %1 轮出现两条或更多消息共用一条信道（一条信道上至多 %3 条，首次出现在第 %4 轮），在虫孔路由下共用信道的消息轮流传送，因此这些轮次比公式所计的持续更久</translation>
    </message>
    <message>
        <source>The busiest channel carries %1 of the round&apos;s messages, which take turns.</source>
        <translation>最繁忙的信道承载该轮消息中的 %1 条，它们轮流传送。</translation>
    </message>
    <message>
        <source>All-reduce by Rabenseifner: recursive halving, then recursive doubling</source>
        <translation>Rabenseifner 全归约：递归减半，然后递归加倍</translation>
    </message>
    <message>
        <source>The all-reduce MPI libraries use for long vectors: the vector is cut into p&apos; pieces, p&apos; the largest power of two not above p. In the reduce-scatter by recursive halving every processor sends half of the pieces it is still responsible for to the partner whose new rank differs in one bit (bit 0 first), adds the half it receives and keeps it, until it holds the total of one piece; in the allgather by recursive doubling the steps run backwards and every processor sends all the totals it holds. Each processor sends and receives only about 2 m words and adds about m, against m log p for recursive doubling of the whole vector, which is why MPICH chooses it for long messages; it pays 2 log p start-ups, twice the short-message algorithm&apos;s. When p is not a power of two, the first 2r processors (r = p - p&apos;) pair up before: the even one sends its whole vector to its odd neighbour, which adds it, and gets the result back at the end, as MPICH and SimGrid&apos;s rab_rdb do, at 2 (t_s + t_w m) + t_c m more. It is written for processor numbers over the network&apos;s routes under wormhole routing, one port and full-duplex links, where the formula holds whenever no two messages of a round share a channel. SimGrid&apos;s own rab_rdb takes the same time on a crossbar, a complete network and fattree:4; where messages of a round share a link (a two-level fat tree of 8 processors) SimGrid lets them share its bandwidth and overlap their start-ups, where here they take turns, so each round in which two messages share a link costs SimGrid one t_s less (4 such rounds there: 15.75 against 23.75 at t_s = 2).</source>
        <translation>MPI 库对长向量使用的全归约：向量被切成 p&apos; 个片段，p&apos; 是不超过 p 的最大的 2 的幂。在递归减半的归约-散发中，每个处理器把它仍负责的片段的一半发给新编号与它只差一位的伙伴（先是第 0 位），把收到的那一半加上并保留，直到它持有一个片段的总和；在递归加倍的全收集中，各步逆序执行，每个处理器发送它持有的全部总和。每个处理器只发送和接收约 2 m 个字，相加约 m 个字，而对整个向量做递归加倍需要 m log p，这就是 MPICH 对长消息选择它的原因；它付出 2 log p 次启动，是短消息算法的两倍。当 p 不是 2 的幂时，前 2r 个处理器（r = p - p&apos;）事先两两配对：偶数处理器把整个向量发给奇数邻居，后者把它加上，并在最后把结果发回，正如 MPICH 和 SimGrid 的 rab_rdb 所做的那样，代价多出 2 (t_s + t_w m) + t_c m。它针对沿网络路由的处理器编号编写，采用虫孔路由、单端口和全双工链路，此时只要同一轮中没有两条消息共用一条信道，公式就成立。SimGrid 自己的 rab_rdb 在交叉开关、全连接网络和 fattree:4 上用时相同；在同一轮的消息共用一条链路的地方（8 个处理器的两级胖树），SimGrid 让它们分享该链路的带宽并使它们的启动时间重叠，而这里它们轮流传送，因此每个有两条消息共用一条链路的轮次在 SimGrid 中少花一个 t_s（那里有 4 个这样的轮次：t_s = 2 时为 15.75 对 23.75）。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (folding): p = %3 is not a power of two, so each even processor among the first %4 sends its whole vector to its odd neighbour, which adds it; the %5 processors left take new ranks 0 to %6.</source>
        <translation>第 %1 轮，共 %2 轮（折叠）：p = %3 不是 2 的幂，因此前 %4 个处理器中的每个偶数处理器把整个向量发给奇数邻居，后者把它加上；剩下的 %5 个处理器取新编号 0 到 %6。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (reduce-scatter by recursive halving): every processor with a new rank sends the partner whose new rank differs in bit %3 the half of its pieces on the partner&apos;s side (%4 of m/%5 words) and adds the %4 it receives; it is now responsible for %4.</source>
        <translation>第 %1 轮，共 %2 轮（递归减半的归约-散发）：每个有新编号的处理器把它的片段中属于伙伴一侧的那一半（%4，每个 m/%5 个字）发给新编号与它在第 %3 位上不同的伙伴，并加上收到的 %4；现在它负责 %4。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (allgather by recursive doubling): every processor with a new rank sends the %3 it holds to the partner whose new rank differs in bit %4 and receives as many; it now holds the totals of %5.</source>
        <translation>第 %1 轮，共 %2 轮（递归加倍的全收集）：每个有新编号的处理器把它持有的 %3 发给新编号与它在第 %4 位上不同的伙伴，并收到同样多的总和；现在它持有 %5 的总和。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (unfolding): each odd processor among the first %3 sends all %4 totals to the even neighbour that folded into it, so all %5 processors hold the result.</source>
        <translation>第 %1 轮，共 %2 轮（展开）：前 %3 个处理器中的每个奇数处理器把全部 %4 个总和发给曾折叠到它上面的偶数邻居，于是全部 %5 个处理器都持有结果。</translation>
    </message>
    <message>
        <source>All-reduce round a ring: reduce-scatter, then allgather</source>
        <translation>沿环的全归约：归约-散发，然后全收集</translation>
    </message>
    <message>
        <source>The bandwidth-optimal all-reduce of Patarasuk and Yuan, the ring NCCL runs: the vector is cut into p pieces of m/p words. In p - 1 reduce-scatter rounds every processor sends one partial sum to the next processor on the ring, which adds its own contribution, so that each ends with the total of one piece; in p - 1 allgather rounds the totals go round the ring once more. Every processor sends and receives 2 (p - 1)/p m words, the least any all-reduce can, and every round every link of the ring is busy, which is why NCCL uses it for large messages; its 2 (p - 1) start-ups make it slow for short ones. The ring is the processor numbers&apos; 0, 1, .., p-1 wherever their routes share no channel (on a ring it is the network&apos;s own ring, and on every other family here but graphs read from a file the routes i -&gt; i + 1 do not meet); on a network where they do, it goes from each processor to the nearest one not yet on the ring if that crowds fewer routes onto a channel. It is written for wormhole routing, one port and full-duplex links, and any p needs no extra step. SimGrid&apos;s own lr (Patarasuk and Yuan&apos;s code) takes the same time on a crossbar, a complete network and two fat trees when the vector splits evenly into p pieces; its code adds any remainder afterwards with another allreduce.</source>
        <translation>Patarasuk 和 Yuan 的带宽最优全归约，即 NCCL 所用的环算法：向量被切成 p 个 m/p 字的片段。在 p - 1 轮归约-散发中，每个处理器把一个部分和发给环上的下一个处理器，后者加上自己的贡献，使每个处理器最终持有一个片段的总和；在 p - 1 轮全收集中，这些总和再沿环传一圈。每个处理器发送和接收 2 (p - 1)/p m 个字，这是任何全归约所能达到的最小值，而且每一轮环上的每条链路都在忙，这就是 NCCL 对大消息使用它的原因；它的 2 (p - 1) 次启动使它在短消息上很慢。只要处理器编号 0, 1, .., p-1 之间的路由不共用信道，环就按这个编号顺序排列（在环上它就是网络自己的环；在这里除从文件读入的图以外的其他每个拓扑族上，路由 i -&gt; i + 1 都不相遇）；在路由会相遇的网络上，如果这样能减少挤在同一信道上的路由，环就从每个处理器走到尚未上环的最近处理器。它针对虫孔路由、单端口和全双工链路编写，任意 p 都不需要额外步骤。SimGrid 自己的 lr（Patarasuk 和 Yuan 的代码）在交叉开关、全连接网络和两种胖树上，当向量能均分成 p 个片段时用时相同；它的代码事后用另一次 allreduce 处理余下的部分。</translation>
    </message>
    <message>
        <source>every round sends p messages over the same p routes round the ring, and up to %1 of them share a channel; under wormhole routing they take turns, so every round lasts at least %1 (t_s + t_w m/p), not t_s + t_w m/p</source>
        <translation>每一轮都沿环上相同的 p 条路由发送 p 条消息，其中多达 %1 条共用一条信道；在虫孔路由下它们轮流传送，因此每一轮至少持续 %1 (t_s + t_w m/p)，而不是 t_s + t_w m/p</translation>
    </message>
    <message>
        <source>Round %1 of %2 (reduce-scatter round the ring): every processor sends one piece of m/p words, its partial sum of piece (j - %3) mod p, to the next processor on the ring, which adds its own contribution; each partial sum now holds %4.</source>
        <translation>第 %1 轮，共 %2 轮（沿环归约-散发）：每个处理器把一个 m/p 字的片段，即它对片段 (j - %3) mod p 的部分和，发给环上的下一个处理器，后者加上自己的贡献；现在每个部分和包含 %4。</translation>
    </message>
    <message numerus="yes">
        <source>%n contribution(s)</source>
        <translation>
            <numerusform>%n 份贡献</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2 (reduce-scatter round the ring): every processor sends its last partial sum to the next processor on the ring, which adds its own contribution and so holds the total of one piece.</source>
        <translation>第 %1 轮，共 %2 轮（沿环归约-散发）：每个处理器把它最后的部分和发给环上的下一个处理器，后者加上自己的贡献，从而持有一个片段的总和。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (allgather round the ring): every processor passes the total it received last (its own in the first of these rounds) to the next processor on the ring; each now holds %3 of the %4.</source>
        <translation>第 %1 轮，共 %2 轮（沿环全收集）：每个处理器把最后收到的总和（这些轮次中的第一轮时为它自己的总和）传给环上的下一个处理器；现在每个处理器持有全部 %4 个中的 %3。</translation>
    </message>
    <message>
        <source>in %1 of the %2 rounds the routes to two or more partners share a channel (up to %3 on one, first in round %4); under wormhole routing they take turns, so those rounds last longer than the formula counts, though less than recursive doubling&apos;s farther partners would</source>
        <translation>%2 轮中有 %1 轮出现通往两个或更多伙伴的路由共用一条信道（一条信道上至多 %3 条，首次出现在第 %4 轮）；在虫孔路由下它们轮流传送，因此这些轮次比公式所计的持续更久，但仍短于递归加倍那些更远的伙伴所造成的时间</translation>
    </message>
    <message>
        <source>along %1</source>
        <translation>沿 %1 方向</translation>
    </message>
    <message>
        <source>round the ring of ranks</source>
        <translation>沿编号环</translation>
    </message>
    <message>
        <source>All-reduce: Swing, bandwidth-optimal (reduce-scatter + allgather)</source>
        <translation>全归约：Swing，带宽最优（归约-散发 + 全收集）</translation>
    </message>
    <message>
        <source>Swing (De Sensi, Bonato, Saam and Hoefler, 2024) is a reduce-scatter followed by an allgather, like Rabenseifner&apos;s, but at step s processor r talks to r + rho(s) if r is even and r - rho(s) if odd, rho(s) = 1, -1, 3, -5, 11, .. = (1 - (-2)^(s+1))/3, so the partner swings from one side to the other instead of always moving further away. On a torus this is why it beats recursive doubling: the partner is |rho(s)|, about two thirds of 2^s, hops away (1, 1, 3, 5, 11 instead of 1, 2, 4, 8, 16), so fewer messages share each link; on a torus whose sides are powers of two the steps take the dimensions in turn, as the paper does, and on any other network the processor numbers form one ring over the routes. The data is split into p&apos; pieces, p&apos; the largest power of two at most p; processor r ends the reduce-scatter with the total of piece r and the allgather runs the steps backwards. For p not a power of two the first 2(p - p&apos;) processors fold in pairs before, and unfold after, as in Rabenseifner&apos;s algorithm: two rounds of m words more. Its natural model is wormhole, one port, full duplex, combining. SimGrid has no Swing; its rab_rdb (partners rank xor 2^k) takes the same time on switch:P, complete:P and fattree:4, and 36.63 on dragonfly:4,2,2 where this schedule replayed in SimGrid takes 34.28 (m = 3, t_s = 2, t_w = 0.5).</source>
        <translation>Swing（De Sensi、Bonato、Saam 和 Hoefler，2024）与 Rabenseifner 算法一样，是归约-散发之后接全收集，但在第 s 步，处理器 r 在 r 为偶数时与 r + rho(s) 通信，为奇数时与 r - rho(s) 通信，rho(s) = 1, -1, 3, -5, 11, .. = (1 - (-2)^(s+1))/3，因此伙伴在两侧之间来回摆动，而不是越来越远。这就是它在环面上胜过递归加倍的原因：伙伴相距 |rho(s)| 跳，约为 2^s 的三分之二（1, 1, 3, 5, 11，而不是 1, 2, 4, 8, 16），因此共用每条链路的消息更少；在各边为 2 的幂的环面上，各步像论文那样轮流使用各维，而在其他任何网络上，处理器编号沿路由构成一个环。数据被分成 p&apos; 个片段，p&apos; 是不超过 p 的最大的 2 的幂；处理器 r 在归约-散发结束时持有片段 r 的总和，全收集则逆序执行各步。当 p 不是 2 的幂时，前 2(p - p&apos;) 个处理器像 Rabenseifner 算法那样事先两两折叠、事后展开：多出两轮，每轮 m 个字。它的自然模型是虫孔路由、单端口、全双工、合并。SimGrid 没有 Swing；它的 rab_rdb（伙伴为 rank xor 2^k）在 switch:P、complete:P 和 fattree:4 上用时相同，在 dragonfly:4,2,2 上为 36.63，而本调度在 SimGrid 中回放用时 34.28（m = 3，t_s = 2，t_w = 0.5）。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (fold): p = %3 is not a power of two, so each of the first %4 even processors sends its whole vector to the odd one after it, which adds it to its own; %5 ranks remain.</source>
        <translation>第 %1 轮，共 %2 轮（折叠）：p = %3 不是 2 的幂，因此前 %4 个偶数处理器各自把整个向量发给它后面的奇数处理器，后者把它加到自己的向量上；剩下 %5 个参与的处理器。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (unfold): each odd processor among the first %3 hands all %4 totals to the even one before it, which sat out since the fold.</source>
        <translation>第 %1 轮，共 %2 轮（展开）：前 %3 个处理器中的每个奇数处理器把全部 %4 个总和交给它前面的偶数处理器，后者自折叠以来一直空闲。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (reduce-scatter, s = %3): every rank sends the partner rho = %4 away %5 (even ranks at +rho, odd ranks at -rho) its sums of the %6 the partner reduces from now on, and adds the partner&apos;s sums of its own.</source>
        <translation>第 %1 轮，共 %2 轮（归约-散发，s = %3）：每个参与的处理器把它对伙伴从此负责归约的 %6 所求的和发给%5相距 rho = %4 的伙伴（偶数编号在 +rho，奇数编号在 -rho），并加上伙伴对它自己负责的片段所求的和。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (allgather, s = %3, in reverse order): every rank sends the partner rho = %4 away %5 the %6 it holds, and keeps the partner&apos;s.</source>
        <translation>第 %1 轮，共 %2 轮（全收集，s = %3，逆序）：每个参与的处理器把它持有的 %6 发给%5相距 rho = %4 的伙伴，并保留伙伴发来的总和。</translation>
    </message>
    <message>
        <source>All-reduce: Swing, latency-optimal (whole vector each step)</source>
        <translation>全归约：Swing，延迟最优（每步整个向量）</translation>
    </message>
    <message>
        <source>The latency-optimal form of Swing (De Sensi, Bonato, Saam and Hoefler, 2024): the partners are those of allreduce-swing, r + rho(s) for even r and r - rho(s) for odd r, but every step the two exchange their whole vectors and add them, like recursive doubling, so it takes log2 p rounds of m words: fewest start-ups, for short vectors. Its partners are nearer than recursive doubling&apos;s (|rho(s)| = 1, 1, 3, 5, 11 hops round a ring instead of 1, 2, 4, 8, 16), so on a torus fewer messages share a link; on a torus whose sides are powers of two the steps take the dimensions in turn, and on any other network the processor numbers form one ring over the routes. For p not a power of two the first 2(p - p&apos;) processors fold in pairs before and unfold after, p&apos; the largest power of two at most p. Its natural model is wormhole, one port, full duplex, combining. SimGrid has no Swing; its rdb allreduce (partners rank xor 2^k) takes the same time on switch:P, complete:P and fattree:4, but 55.5 on dragonfly:4,2,2 where this schedule replayed in SimGrid takes 32.5 (m = 3, t_s = 2, t_w = 0.5).</source>
        <translation>Swing 的延迟最优形式（De Sensi、Bonato、Saam 和 Hoefler，2024）：伙伴与 allreduce-swing 相同，偶数 r 为 r + rho(s)，奇数 r 为 r - rho(s)，但每一步双方交换整个向量并相加，就像递归加倍那样，因此需要 log2 p 轮、每轮 m 个字：启动次数最少，适合短向量。它的伙伴比递归加倍的更近（沿环 |rho(s)| = 1, 1, 3, 5, 11 跳，而不是 1, 2, 4, 8, 16），因此在环面上共用一条链路的消息更少；在各边为 2 的幂的环面上，各步轮流使用各维，而在其他任何网络上，处理器编号沿路由构成一个环。当 p 不是 2 的幂时，前 2(p - p&apos;) 个处理器事先两两折叠、事后展开，p&apos; 是不超过 p 的最大的 2 的幂。它的自然模型是虫孔路由、单端口、全双工、合并。SimGrid 没有 Swing；它的 rdb allreduce（伙伴为 rank xor 2^k）在 switch:P、complete:P 和 fattree:4 上用时相同，但在 dragonfly:4,2,2 上为 55.5，而本调度在 SimGrid 中回放用时 32.5（m = 3，t_s = 2，t_w = 0.5）。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (s = %3): every rank exchanges its whole partial sum with the partner rho = %4 away %5 (even ranks at +rho, odd ranks at -rho) and adds the two; it now holds the sum over %6.</source>
        <translation>第 %1 轮，共 %2 轮（s = %3）：每个参与的处理器与%5相距 rho = %4 的伙伴（偶数编号在 +rho，奇数编号在 -rho）交换整个部分和，并把两者相加；现在它持有 %6 的值之和。</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n 个处理器</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2 (unfold): each odd processor among the first %3 hands the total to the even one before it, which sat out since the fold.</source>
        <translation>第 %1 轮，共 %2 轮（展开）：前 %3 个处理器中的每个奇数处理器把总和交给它前面的偶数处理器，后者自折叠以来一直空闲。</translation>
    </message>
    <message>
        <source>%1-line</source>
        <translation>%1 线</translation>
    </message>
    <message>
        <source>%1-slice</source>
        <translation>%1 切片</translation>
    </message>
    <message>
        <source>Phase %1 of %2, round %3 of %4: inside every %5 each node sends the next node, as one message, the %6 of %7 packets for another %8, the last node over the wraparound link; each receiver keeps the cluster for its own %8.</source>
        <translation>第 %1 阶段，共 %2 个，第 %3 轮，共 %4 轮：在每个%5内，每个节点把发往另一%8的 %6（每簇 %7 个数据包）作为一条消息发给下一个节点，最后一个节点经回绕链路；每个接收者保留发往自己%8的簇。</translation>
    </message>
    <message numerus="yes">
        <source>%n cluster(s)</source>
        <translation>
            <numerusform>%n 个簇</numerusform>
        </translation>
    </message>
    <message>
        <source>Phase %1 of %2, round %3 of %4: inside every %5 each node sends the next node, as one message, the %6 of %7 packets for another %8; the last node&apos;s message travels back along the %5 to the first, on the channels nobody else uses; each receiver keeps the cluster for its own %8.</source>
        <translation>第 %1 阶段，共 %2 个，第 %3 轮，共 %4 轮：在每个%5内，每个节点把发往另一%8的 %6（每簇 %7 个数据包）作为一条消息发给下一个节点；最后一个节点的消息沿%5返回第一个节点，走无人使用的信道；每个接收者保留发往自己%8的簇。</translation>
    </message>
    <message>
        <source>The ring algorithm run on processor numbers instead of a physical ring, as MPI libraries do on any network: in each of p-1 rounds processor i passes the block it received last (its own in the first round) to processor (i + 1) mod p over the network&apos;s route, so after p-1 rounds every processor holds all p blocks. Under wormhole routing with t_h = 0 a route of several hops costs what one hop costs, so with one port the time is (t_s + t_w m)(p - 1) whenever the p routes i -&gt; i+1 share no channel. On the hypercubes, rings, linear arrays, meshes, tori and trees here they share none: on a hypercube the route from 3 to 4 crosses three links yet meets no other, and on a linear array the last block runs back on the channels of the opposite direction. On a graph whose neighbouring numbers are far apart the routes can meet, and then every round lasts as many turns as its busiest channel carries messages. Every block passes p-1 times, so the ring suits large m, where t_w m (p - 1) is what every processor must receive anyway; for small m its p-1 start-ups cost more than the log p of recursive doubling. SimGrid&apos;s NTSLR allgather is this ring and takes exactly its time on every network compared; SimGrid&apos;s &apos;ring&apos; allgather is a shift (step i: its own block to rank + i), equal where no routes meet but 32.04 against 24.5 on a two-level fat tree of 8 (m = 3, t_s = 2, t_w = 0.5).</source>
        <translation>在处理器编号上而不是在物理环上运行的环算法，正如 MPI 库在任意网络上所做的那样：在 p-1 轮中的每一轮，处理器 i 把最后收到的块（第一轮时为自己的块）沿网络的路由传给处理器 (i + 1) mod p，因此 p-1 轮之后每个处理器都持有全部 p 个块。在虫孔路由下且 t_h = 0 时，多跳路由的代价与一跳相同，因此在单端口下，只要 p 条路由 i -&gt; i+1 不共用信道，所需时间就是 (t_s + t_w m)(p - 1)。在这里的超立方体、环、线性阵列、网格、环面和树上，它们都不共用信道：在超立方体上从 3 到 4 的路由经过三条链路，却不与任何其他路由相遇；在线性阵列上，最后一个块沿相反方向的信道返回。在相邻编号在网络中相距很远的图上，路由可能相遇，此时共用信道的消息轮流传送，每一轮所需的轮流次数等于其最繁忙信道承载的消息数。每个块被传递 p-1 次，因此环算法适合大的 m，此时 t_w m (p - 1) 本来就是每个处理器必须接收的量；对于小的 m，它的 p-1 次启动比递归加倍的 log p 次启动代价更高。SimGrid 的 NTSLR allgather 就是这个环，在所比较的每个网络上用时都与它完全相同；SimGrid 的“ring” allgather 是一种移位（第 i 步：把自己的块发给 rank + i），在路由不相遇的地方用时相等，但在 8 个处理器的两级胖树上为 32.04 对 24.5（m = 3，t_s = 2，t_w = 0.5）。</translation>
    </message>
    <message>
        <source>Also called all-to-all scatter (seed 000: AAS) and total exchange (seed 001). Every processor sends each of its p-1 blocks straight to its destination, one a round: in round k (k = 1 .. p-1) processor i sends its block for (i + k) mod p over the network&apos;s route and receives the block of (i - k) mod p. Unlike the hypercube&apos;s pairwise exchange with partner i XOR k it needs no power of two, which is why MPI libraries use it on any network for large blocks. Under wormhole routing with t_h = 0 a route&apos;s length costs nothing and each processor sends and receives one message a round, so with no channel shared the time is (t_s + t_w m)(p - 1), as on the hypercubes tried (up to 4096 processors), where the e-cube routes of a shift never meet. Elsewhere a shift moves all p messages round the numbering in the same sense and they crowd: on a ring every channel carries min(k, p - k) of them in round k, on a tree the links at the root up to p/2, and most meshes and tori crowd some rounds too. Messages sharing a channel take turns, and the narration gives each round&apos;s congestion. SimGrid&apos;s ring all-to-all is this shift and takes exactly its time where no routes meet (where they do, it shares a link&apos;s bandwidth instead of taking turns); its pair all-to-all (rank xor i) takes the same for p a power of two and refuses other p.</source>
        <translation>也称为全对全散发（种子文献 000：AAS）和完全交换（种子文献 001）。每个处理器把它的 p-1 个块分别直接发往目的地，每轮一个：在第 k 轮（k = 1 .. p-1），处理器 i 沿网络的路由发送发往 (i + k) mod p 的块，并接收来自 (i - k) mod p 的块。与超立方体上以 i XOR k 为伙伴的成对交换不同，它不需要 2 的幂，因此 MPI 库在任意网络上对大块数据都使用它。在虫孔路由下且 t_h = 0 时，路由长度不产生代价，每个处理器每轮发送和接收一条消息，因此只要没有信道被共用，所需时间就是 (t_s + t_w m)(p - 1)，在所试的超立方体上（直到 4096 个处理器）正是如此，那里一次移位的各条 E 立方路由从不相遇。在其他网络上，一次移位使全部 p 条消息沿编号朝同一方向移动，它们会拥挤：在环上，第 k 轮每条信道承载其中 min(k, p - k) 条；在树上，根处的链路至多承载 p/2 条；大多数网格和环面也有一些轮次拥挤。共用信道的消息轮流传送，讲解给出每一轮的拥塞。SimGrid 的 ring alltoall 就是这种移位，在路由不相遇的地方用时与它完全相同（在路由相遇的地方，它让消息分享链路带宽，而不是轮流传送）；它的 pair alltoall（rank xor i）在 p 为 2 的幂时用时相同，对其他 p 则拒绝运行。</translation>
    </message>
    <message>
        <source>The hypercube&apos;s recursive doubling run on processor numbers instead of links, as MPI libraries do on any network: each processor takes the virtual id v = (id - source) mod p, and in round i (i = ceil(log2 p) - 1 down to 0) every processor whose v is a multiple of 2^(i+1) sends the message to v + 2^i, if that is below p, so the informed processors double every round and p need not be a power of two. Each message follows the network&apos;s route as one worm: under wormhole routing with t_h = 0 a long route costs what one hop costs, so with one port and no shared channel the broadcast takes (t_s + t_w m) ceil(log2 p), the fewest rounds possible, on any network. On the hypercubes, rings, linear arrays, meshes and trees tried the routes of a round never meet, whatever the source; on some tori, such as torus:5x5, the shorter ways round make two of them share a channel, and on a graph whose numbers do not follow its links that can happen anywhere. Messages sharing a channel take turns, and the narration gives each round&apos;s congestion. SimGrid&apos;s own binomial_tree broadcast sends the same messages to the same children in the same order and takes exactly this time on every network compared, dragonfly:4,2,2 included.</source>
        <translation>把超立方体的递归加倍运行在处理器编号上而不是链路上，正如 MPI 库在任意网络上所做的那样：每个处理器取虚拟编号 v = (id - source) mod p，在第 i 轮（i 从 ceil(log2 p) - 1 递减到 0），v 为 2^(i+1) 的倍数的每个处理器把消息发给 v + 2^i（若它小于 p），因此已获知消息的处理器每轮加倍，p 也不必是 2 的幂。每条消息作为一个蠕虫沿网络的路由传送：在虫孔路由下且 t_h = 0 时，长路由的代价与一跳相同，因此在单端口且不共用信道时，广播在任意网络上都需要 (t_s + t_w m) ceil(log2 p)，即可能的最少轮数。在试过的超立方体、环、线性阵列、网格和树上，无论源在何处，同一轮的路由从不相遇；在某些环面上（例如 torus:5x5），较短的绕行方向会使其中两条共用一条信道；而在编号与链路不对应的图上，这可能发生在任何地方。共用信道的消息轮流传送，讲解给出每一轮的拥塞度。SimGrid 自己的 binomial_tree 广播以相同的顺序把相同的消息发给相同的孩子，在所比较的每个网络上（包括 dragonfly:4,2,2）用时都与此完全相同。</translation>
    </message>
    <message>
        <source>Van de Geijn&apos;s broadcast, which MPI libraries use for long messages: the source splits the message into p pieces of m/p words, scatters them, one piece to every processor, and an all-to-all broadcast then gives every processor all p pieces. On a hypercube it follows the text: the scatter along the broadcast pattern, then the exchange across the dimensions, each phase t_s log p + t_w m (p - 1)/p, so 2 (t_s log p + t_w m (p - 1)/p) in all, which the text rounds to 2 (t_s log p + t_w m). On any other network, for any p, it runs MPICH&apos;s form over virtual ids v = (id - source) mod p and the network&apos;s routes: a binomial scatter, ceil(log2 p) t_s + t_w m (p - 1)/p, then recursive doubling, which for p not a power of two needs extra rounds for the groups p cuts short (see the formula). SimGrid&apos;s own scatter_rdb_allgather takes exactly this form&apos;s time on switch:P, complete:P and fattree:4 for p = 5, 8, 12 and 16, and less where routes meet, by the start-ups of the messages that wait here; its scatter_LR_allgather uses a ring allgather instead. Against the binomial tree&apos;s (t_s + t_w m) ceil(log2 p) it pays about twice the start-ups but moves far fewer words when p is large.</source>
        <translation>Van de Geijn 广播，MPI 库对长消息使用它：源把消息切成 p 个 m/p 字的片段并散发出去，每个处理器一个片段，然后一次全对全广播使每个处理器都得到全部 p 个片段。在超立方体上它按教材进行：先沿广播模式散发，再沿各维交换，每个阶段 t_s log p + t_w m (p - 1)/p，合计 2 (t_s log p + t_w m (p - 1)/p)，教材将其近似为 2 (t_s log p + t_w m)。在其他任何网络上，对任意 p，它在虚拟编号 v = (id - source) mod p 和网络的路由上运行 MPICH 的形式：二项散发，ceil(log2 p) t_s + t_w m (p - 1)/p，然后是递归加倍，p 不是 2 的幂时，它要为被 p 截短的组增加额外的轮次（见公式）。SimGrid 自己的 scatter_rdb_allgather 在 switch:P、complete:P 和 fattree:4 上，对 p = 5、8、12 和 16，用时与这种形式完全相同；在路由相遇的地方它更短，少的是这里等待的消息的启动时间；它的 scatter_LR_allgather 则改用环形 allgather。与二项树的 (t_s + t_w m) ceil(log2 p) 相比，它付出约两倍的启动，但在 p 较大时传送的字数少得多。</translation>
    </message>
    <message>
        <source>Round %1 of %2 (scatter): every processor whose virtual id v is a multiple of %3 sends virtual id v + %4 the pieces of m/p words meant for v + %4 onwards, up to %5. %6</source>
        <translation>第 %1 轮，共 %2 轮（散发）：虚拟编号 v 为 %3 的倍数的每个处理器把发往 v + %4 及其后各处理器的 m/p 字片段（至多 %5）发给虚拟编号 v + %4。%6</translation>
    </message>
    <message>
        <source>Round %1 of %2 (all-gather): p is not a power of two, so in the exchange at distance %3 some processors had no partner and still lack %4; each of their group that has them sends them to virtual id v + %5 if that one lacks them. %6</source>
        <translation>第 %1 轮，共 %2 轮（全收集）：p 不是 2 的幂，因此在距离为 %3 的交换中，有些处理器没有伙伴，仍缺少 %4；它们组中持有这些片段的每个处理器，若虚拟编号 v + %5 缺少它们，就发给它。%6</translation>
    </message>
    <message>
        <source>Round %1 of %2 (all-gather): every processor whose partner v XOR %3 is below p exchanges with it all the pieces it holds, up to %4. %5</source>
        <translation>第 %1 轮，共 %2 轮（全收集）：伙伴 v XOR %3 小于 p 的每个处理器与伙伴交换它持有的全部片段，至多 %4。%5</translation>
    </message>
    <message>
        <source>All-to-all personalized: Bruck&apos;s index algorithm</source>
        <translation>全对全个性化通信：Bruck 索引算法</translation>
    </message>
    <message>
        <source>Bruck&apos;s all-to-all for any p, which MPI libraries use for short blocks because it pays only ceil(log2 p) start-ups where a direct exchange pays p - 1. Every processor first rotates its blocks so that place j holds its block for my_id + j; in round k it sends all places whose number j has bit k set to my_id + 2^k and receives the same places from my_id - 2^k, so the block from i to j travels the distances given by the bits of (j - i) mod p; a last local rotation puts the received blocks in order. The price is bandwidth: each block moves once per one bit of its distance, about p/2 blocks a round, so the time is the sum over the rounds of t_s + t_w m times the places with that bit, (t_s + t_w m p/2) log2 p for p a power of two, while p need not be one. Each message follows the network&apos;s route as one worm; where routes share a channel the narration says so. SimGrid 3.32&apos;s own bruck all-to-all takes exactly this time on switch:P, complete:P and fattree:4; where two messages share a link (a two-level fat tree, a dragonfly) SimGrid shares its bandwidth and saves the waiting message&apos;s t_s.</source>
        <translation>Bruck 的全对全算法适用于任意 p，MPI 库对短块使用它，因为它只付出 ceil(log2 p) 次启动，而直接交换要付出 p - 1 次。每个处理器先轮转它的块，使位置 j 持有它发给 my_id + j 的块；在第 k 轮，它把编号 j 的第 k 位为 1 的所有位置发给 my_id + 2^k，并从 my_id - 2^k 接收相同的位置，因此从 i 到 j 的块按 (j - i) mod p 的各个二进制位给出的距离传送；最后一次本地轮转把收到的块排好顺序。代价是带宽：每个块在其距离的每个为 1 的位上各移动一次，每轮约 p/2 个块，因此所需时间是各轮的 t_s + t_w m 乘以该位为 1 的位置数之和，p 为 2 的幂时为 (t_s + t_w m p/2) log2 p，而 p 不必是 2 的幂。每条消息作为一个蠕虫沿网络的路由传送；路由共用信道时，讲解会指出。SimGrid 3.32 自己的 bruck alltoall 在 switch:P、complete:P 和 fattree:4 上用时与此完全相同；在两条消息共用一条链路的地方（两级胖树、蜻蜓网络），SimGrid 让它们分享链路带宽，并省下等待消息的 t_s。</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s)</source>
        <translation>
            <numerusform>%n 个块</numerusform>
        </translation>
    </message>
    <message>
        <source>Round 1 of 1: after rotating its blocks so that place j holds its block for my_id + j, every processor sends place 1 (%1) to my_id + 1 and receives it from my_id - 1, then rotates back. %2</source>
        <translation>第 1 轮，共 1 轮：每个处理器先轮转它的块，使位置 j 持有它发给 my_id + j 的块，然后把位置 1（%1）发给 my_id + 1，并从 my_id - 1 接收该位置，再轮转回来。%2</translation>
    </message>
    <message>
        <source>Round 1 of %1: every processor has rotated its blocks so that place j holds its block for my_id + j; now it sends the places with bit 0 set (%2) to my_id + 1 and receives them from my_id - 1 into the same places. %3</source>
        <translation>第 1 轮，共 %1 轮：每个处理器已轮转它的块，使位置 j 持有它发给 my_id + j 的块；现在它把第 0 位为 1 的位置（%2）发给 my_id + 1，并从 my_id - 1 接收这些位置，存入相同的位置。%3</translation>
    </message>
    <message>
        <source>Round %1 of %1: every processor sends the places with bit %2 set (%3) to my_id + %4 and receives them from my_id - %4; now place j holds the block from my_id - j, and a local rotation back puts them in order. %5</source>
        <translation>第 %1 轮，共 %1 轮：每个处理器把第 %2 位为 1 的位置（%3）发给 my_id + %4，并从 my_id - %4 接收这些位置；现在位置 j 持有来自 my_id - j 的块，再做一次本地反向轮转即可排好顺序。%5</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor sends the places with bit %3 set (%4) to my_id + %5 and receives them from my_id - %5 into the same places. %6</source>
        <translation>第 %1 轮，共 %2 轮：每个处理器把第 %3 位为 1 的位置（%4）发给 my_id + %5，并从 my_id - %5 接收这些位置，存入相同的位置。%6</translation>
    </message>
    <message>
        <source>All-to-all broadcast: Bruck&apos;s concatenation algorithm</source>
        <translation>全对全广播：Bruck 拼接算法</translation>
    </message>
    <message>
        <source>Bruck&apos;s all-to-all broadcast, which MPICH uses for short messages when p is not a power of two: it takes ceil(log2 p) rounds for any p, where recursive doubling needs extra rounds. Place t of a processor&apos;s buffer will hold the block of my_id + t; in round k every processor sends its first min(2^k, p - 2^k) places to my_id - 2^k and appends the same number received from my_id + 2^k, and a final local rotation puts the blocks in the order of the processors. Each block is sent once per processor that needs it, so the time is ceil(log2 p) t_s + (p - 1) t_w m, the fewest start-ups and words possible under one port. Each message follows the network&apos;s route as one worm; where routes share a channel the narration says so. SimGrid&apos;s own bruck allgather takes exactly this time on switch:P, complete:P and fattree:4 (p = 5, 8, 12, 16); where routes meet it is faster by the start-ups of the messages that wait here.</source>
        <translation>Bruck 的全对全广播，MPICH 在 p 不是 2 的幂时对短消息使用它：对任意 p 它都只需 ceil(log2 p) 轮，而递归加倍需要额外的轮次。处理器缓冲区的位置 t 将持有 my_id + t 的块；在第 k 轮，每个处理器把它的前 min(2^k, p - 2^k) 个位置发给 my_id - 2^k，并把从 my_id + 2^k 收到的同样数量的块追加在后面，最后一次本地轮转把各块按处理器顺序排好。每个块对需要它的每个处理器只发送一次，因此所需时间为 ceil(log2 p) t_s + (p - 1) t_w m，这是单端口下可能的最少启动次数和最少字数。每条消息作为一个蠕虫沿网络的路由传送；路由共用信道时，讲解会指出。SimGrid 自己的 bruck allgather 在 switch:P、complete:P 和 fattree:4 上（p = 5、8、12、16）用时与此完全相同；在路由相遇的地方它更快，少的是这里等待的消息的启动时间。</translation>
    </message>
    <message>
        <source>Round %1 of %1: every processor sends its first %2 to my_id - %3 and appends those of my_id + %3; now place t holds the block of my_id + t, and a local rotation by my_id puts all p in order. %4</source>
        <translation>第 %1 轮，共 %1 轮：每个处理器把它的前 %2 发给 my_id - %3，并追加 my_id + %3 发来的块；现在位置 t 持有 my_id + t 的块，再按 my_id 做一次本地轮转，即可把全部 p 个块排好顺序。%4</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor sends its first %3 to my_id - %4 and appends those of my_id + %4, so that it holds the blocks of my_id .. my_id + %5. %6</source>
        <translation>第 %1 轮，共 %2 轮：每个处理器把它的前 %3 发给 my_id - %4，并追加 my_id + %4 发来的块，从而持有 my_id .. my_id + %5 的块。%6</translation>
    </message>
    <message>
        <source>No channel carries two messages.</source>
        <translation>没有信道承载两条消息。</translation>
    </message>
    <message>
        <source>The busiest channel carries %1 messages, which take turns.</source>
        <translation>最繁忙的信道承载 %1 条消息，它们轮流传送。</translation>
    </message>
    <message>
        <source>in %1 of the %2 rounds two or more messages share a channel (up to %3 on one), and under wormhole routing messages that share a channel take turns, so those rounds last longer than the formula counts them</source>
        <translation>%2 轮中有 %1 轮出现两条或更多消息共用一条信道（一条信道上至多 %3 条），在虫孔路由下共用信道的消息轮流传送，因此这些轮次比公式所计的持续更久</translation>
    </message>
    <message>
        <source>All-to-all broadcast: recursive doubling for any p</source>
        <translation>全对全广播：适用于任意 p 的递归加倍</translation>
    </message>
    <message>
        <source>The hypercube&apos;s all-to-all broadcast run on processor numbers, as MPICH does for short and medium messages: in step i every processor exchanges everything it holds with processor my_id XOR 2^i, so what each holds doubles every step and ceil(log2 p) steps suffice. When p is not a power of two some partners do not exist; in such a step the processors of the same group that did receive the missing blocks pass them on to the others by halving, in extra rounds, which is why MPICH uses Bruck&apos;s algorithm instead for p not a power of two. Each message follows the network&apos;s route as one worm: under wormhole routing with t_h = 0 and no two messages of a round on one channel the time is t_s log p + t_w m (p - 1) for p a power of two and the formula&apos;s sum otherwise; where routes share a channel the narration says so. SimGrid&apos;s own rdb allgather, MPICH&apos;s with the same extra steps for p not a power of two, takes exactly this time on switch:P, complete:P and fattree:4; where routes meet it is faster by the start-ups of the messages that wait here.</source>
        <translation>在处理器编号上运行超立方体的全对全广播，MPICH 对短消息和中等消息就是这样做的：在第 i 步，每个处理器与处理器 my_id XOR 2^i 交换它持有的全部内容，因此每个处理器持有的内容每步加倍，ceil(log2 p) 步即可完成。当 p 不是 2 的幂时，有些伙伴不存在；在这样的一步中，同组中确实收到了缺失块的处理器在额外的轮次中以减半方式把它们转交给其他处理器，这就是 MPICH 在 p 不是 2 的幂时改用 Bruck 算法的原因。每条消息作为一个蠕虫沿网络的路由传送：在虫孔路由下，当 t_h = 0 且同一轮中没有两条消息在同一信道上时，p 为 2 的幂时所需时间为 t_s log p + t_w m (p - 1)，否则为公式中的和；路由共用信道时，讲解会指出。SimGrid 自己的 rdb allgather 即 MPICH 的算法，在 p 不是 2 的幂时有同样的额外步骤，它在 switch:P、complete:P 和 fattree:4 上用时与此完全相同；在路由相遇的地方它更快，少的是这里等待的消息的启动时间。</translation>
    </message>
    <message>
        <source>Round %1 of %2: p is not a power of two, so in the exchange at distance %3 some processors had no partner and still lack %4; each processor of their group that has them sends them to processor my_id + %5 if that one lacks them (%6). %7</source>
        <translation>第 %1 轮，共 %2 轮：p 不是 2 的幂，因此在距离为 %3 的交换中，有些处理器没有伙伴，仍缺少 %4；它们组中持有这些块的每个处理器，若处理器 my_id + %5 缺少它们，就发给它（%6）。%7</translation>
    </message>
    <message>
        <source>Round %1 of %2: every processor whose partner my_id XOR %3 is below p exchanges with it all it holds, up to %4 (%5). %6</source>
        <translation>第 %1 轮，共 %2 轮：伙伴 my_id XOR %3 小于 p 的每个处理器与伙伴交换它持有的全部内容，至多 %4（%5）。%6</translation>
    </message>
</context>
<context>
    <name>collviz::core::CodeNotes</name>
    <message>
        <source>(a, b) -&gt; (h(a), v(b)), row then column</source>
        <translation>(a, b) -&gt; (h(a), v(b))，先行后列</translation>
    </message>
    <message>
        <source>A[a]: the element with relative address a</source>
        <translation>A[a]：相对地址为 a 的元素</translation>
    </message>
    <message>
        <source>A[a]: the element with relative address a (aligned)</source>
        <translation>A[a]：相对地址为 a 的元素（已对齐）</translation>
    </message>
    <message>
        <source>T_r: the tree of root r (translated or its own)</source>
        <translation>T_r：根为 r 的树（平移得到或其自己的）</translation>
    </message>
    <message>
        <source>all dimensions at once</source>
        <translation>所有维同时进行</translation>
    </message>
    <message>
        <source>all n links at once</source>
        <translation>n 条链路同时进行</translation>
    </message>
    <message>
        <source>along the column</source>
        <translation>沿列</translation>
    </message>
    <message>
        <source>along the column, the shorter way</source>
        <translation>沿列，走较短方向</translation>
    </message>
    <message>
        <source>along the row</source>
        <translation>沿行</translation>
    </message>
    <message>
        <source>along the row, the shorter way</source>
        <translation>沿行，走较短方向</translation>
    </message>
    <message>
        <source>anticlockwise</source>
        <translation>逆时针</translation>
    </message>
    <message>
        <source>clear bit i</source>
        <translation>清除第 i 位</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>顺时针</translation>
    </message>
    <message>
        <source>compensating column shift</source>
        <translation>补偿列移位</translation>
    </message>
    <message>
        <source>d hops away, not a neighbour</source>
        <translation>相距 d 跳，不是邻居</translation>
    </message>
    <message>
        <source>e-cube route</source>
        <translation>E 立方路由</translation>
    </message>
    <message>
        <source>first fit</source>
        <translation>首次适配</translation>
    </message>
    <message>
        <source>first hop of two</source>
        <translation>两跳中的第一跳</translation>
    </message>
    <message>
        <source>lower i bits are 0</source>
        <translation>低 i 位为 0</translation>
    </message>
    <message>
        <source>m(p-k) words</source>
        <translation>m(p-k) 个字</translation>
    </message>
    <message>
        <source>micro-AAS with my rectangle&apos;s corners</source>
        <translation>与我的矩形的各角做 micro-AAS</translation>
    </message>
    <message>
        <source>one dimension per step</source>
        <translation>每步一维</translation>
    </message>
    <message>
        <source>one link</source>
        <translation>一条链路</translation>
    </message>
    <message>
        <source>one packet per message and channel</source>
        <translation>每条消息、每条信道一个数据包</translation>
    </message>
    <message>
        <source>one phase per quartering</source>
        <translation>每次四分一个阶段</translation>
    </message>
    <message>
        <source>one step</source>
        <translation>一步</translation>
    </message>
    <message>
        <source>one worm, e-cube (XY on a mesh) route</source>
        <translation>一个蠕虫，E 立方路由（网格上为 XY 路由）</translation>
    </message>
    <message>
        <source>p-1 packets</source>
        <translation>p-1 个数据包</translation>
    </message>
    <message>
        <source>p/2 packets</source>
        <translation>p/2 个数据包</translation>
    </message>
    <message>
        <source>p/2 packets, one message</source>
        <translation>p/2 个数据包，一条消息</translation>
    </message>
    <message>
        <source>p/4 packets</source>
        <translation>p/4 个数据包</translation>
    </message>
    <message>
        <source>pair (u, NOT u)</source>
        <translation>对 (u, NOT u)</translation>
    </message>
    <message>
        <source>processors numbered by cube label</source>
        <translation>处理器按立方体标号编号</translation>
    </message>
    <message>
        <source>r: the schedule table, 2^(n-1) rows, n columns</source>
        <translation>r：调度表，2^(n-1) 行，n 列</translation>
    </message>
    <message>
        <source>round l: the arcs of level l of every tree</source>
        <translation>第 l 轮：每棵树第 l 层的弧</translation>
    </message>
    <message>
        <source>set bit i</source>
        <translation>置第 i 位</translation>
    </message>
    <message>
        <source>step i: the i-th diagonal of every quarter</source>
        <translation>第 i 步：每个象限的第 i 条对角线</translation>
    </message>
    <message>
        <source>still m words</source>
        <translation>仍为 m 个字</translation>
    </message>
    <message>
        <source>store-and-forward: numbered along the Gray-code array</source>
        <translation>存储转发：沿格雷码阵列编号</translation>
    </message>
    <message>
        <source>the a messages of my row, as one</source>
        <translation>本行的 a 条消息，合为一条</translation>
    </message>
    <message>
        <source>the side of my sub-mesh</source>
        <translation>我的子网格的边长</translation>
    </message>
    <message>
        <source>twice as large as before</source>
        <translation>是之前的两倍大</translation>
    </message>
    <message>
        <source>u_i&lt;-&gt;u_i^xy, u_i^x&lt;-&gt;u_i^y, half-way round</source>
        <translation>u_i&lt;-&gt;u_i^xy，u_i^x&lt;-&gt;u_i^y，半圈</translation>
    </message>
    <message>
        <source>2^(n-1) rounds, one packet on every arc</source>
        <translation>2^(n-1) 轮，每条弧一个数据包</translation>
    </message>
    <message>
        <source>K = 2^d, d blocks of at most ceil(K/2d)</source>
        <translation>K = 2^d，d 块，每块至多 ceil(K/2d)</translation>
    </message>
    <message>
        <source>K = 2^d, span d</source>
        <translation>K = 2^d，跨度 d</translation>
    </message>
    <message>
        <source>K = 2^d, span d + (K/2 mod d)</source>
        <translation>K = 2^d，跨度 d + (K/2 mod d)</translation>
    </message>
    <message>
        <source>K = 2^d, span up to K/2</source>
        <translation>K = 2^d，跨度至多 K/2</translation>
    </message>
    <message>
        <source>e-cube routing, wormhole</source>
        <translation>E 立方路由，虫孔路由</translation>
    </message>
    <message>
        <source>log p = sum of ceil(log2 z_i) steps per dimension</source>
        <translation>log p = 各维 ceil(log2 z_i) 步之和</translation>
    </message>
    <message>
        <source>naive: ignores the congestion</source>
        <translation>朴素估计：忽略了拥塞</translation>
    </message>
    <message>
        <source>seed 000: sum_(i=1..p-1) (t_s + t_w m (p - i)), the same</source>
        <translation>种子文献 000：sum_(i=1..p-1) (t_s + t_w m (p - i))，相同</translation>
    </message>
    <message>
        <source>square: 2 t_s (sqrt p - 1) + t_w m (p - 1)</source>
        <translation>正方形：2 t_s (sqrt p - 1) + t_w m (p - 1)</translation>
    </message>
    <message>
        <source>sum of ceil(log2 z_i) steps per dimension</source>
        <translation>各维 ceil(log2 z_i) 步之和</translation>
    </message>
    <message>
        <source>the text rounds it to 2 (t_s log p + t_w m)</source>
        <translation>教材将其近似为 2 (t_s log p + t_w m)</translation>
    </message>
    <message>
        <source>k = the node degree; mesh, linear: the largest ceil((N - 1)/deg v); T(z,z), z odd: (z^2 - 1)/4; T(z,z,z), z odd: ceil((z^3 - 1)/6)</source>
        <translation>k = 节点度；网格、线性阵列：最大的 ceil((N - 1)/deg v)；T(z,z)，z 为奇数：(z^2 - 1)/4；T(z,z,z)，z 为奇数：ceil((z^3 - 1)/6)</translation>
    </message>
    <message>
        <source>seed 002 Lemma 12 reconstructed: ceil((N - 1)/2)(t_s + mu t_m/2); 3D torus: (t_s + t_w m/3) floor(p/2)</source>
        <translation>种子文献 002 引理 12（重构）：ceil((N - 1)/2)(t_s + mu t_m/2)；三维环面：(t_s + t_w m/3) floor(p/2)</translation>
    </message>
    <message>
        <source>= (2 t_s + t_w m p)(sqrt(p) - 1) on a sqrt(p) x sqrt(p) mesh</source>
        <translation>在 sqrt(p) x sqrt(p) 网格上 = (2 t_s + t_w m p)(sqrt(p) - 1)</translation>
    </message>
    <message>
        <source>odd p: t_s (p - 1)/2 + t_w m (p^2 - 1)/8, the seed&apos;s sum, which it rounds to mu t_m p^2/8; even p: t_s p/2 + t_w m p(p + 2)/8</source>
        <translation>p 为奇数：t_s (p - 1)/2 + t_w m (p^2 - 1)/8，即种子文献的和，它将其近似为 mu t_m p^2/8；p 为偶数：t_s p/2 + t_w m p(p + 2)/8</translation>
    </message>
    <message>
        <source>hypercube, e-cube; mesh/torus: (t_s + t_w m) sum_j c_j, c_j = the congestion of x -&gt; x XOR j under XY routing</source>
        <translation>超立方体，E 立方路由；网格/环面：(t_s + t_w m) sum_j c_j，c_j = XY 路由下 x -&gt; x XOR j 的拥塞度</translation>
    </message>
    <message>
        <source>square: 2(sqrt(p) - 1)(t_s + t_w m p/2) + 2 t_h (p - 1)/3; the text: sqrt(p) t_s + 2p t_h/3 + p sqrt(p) t_w m</source>
        <translation>正方形：2(sqrt(p) - 1)(t_s + t_w m p/2) + 2 t_h (p - 1)/3；教材：sqrt(p) t_s + 2p t_h/3 + p sqrt(p) t_w m</translation>
    </message>
    <message>
        <source>up to d worms share a channel: d turns</source>
        <translation>至多 d 个蠕虫共用一条信道：轮流 d 次</translation>
    </message>
    <message>
        <source>derived: the text gives no cost; sqrt(p) - 1 steps of a 3-round micro-AAS, all contention-free</source>
        <translation>推导所得：教材没有给出代价；sqrt(p) - 1 步，每步一个 3 轮的 micro-AAS，全部无竞争</translation>
    </message>
    <message>
        <source>R = the rounds of the first-fit interleaving, measured; the seed gives none; bisection bound z^3/8 rounds</source>
        <translation>R = 首次适配交织的轮数（实测）；种子文献没有给出；对分下界 z^3/8 轮</translation>
    </message>
    <message>
        <source>store-and-forward, Gray-code array, upper bound</source>
        <translation>存储转发，格雷码阵列，上界</translation>
    </message>
    <message>
        <source>second hop</source>
        <translation>第二跳</translation>
    </message>
    <message>
        <source>2t^2 rounds of one micro-permutation, z = 4t; z = 4: 3 rounds; the seed&apos;s Lemma reads 2[z/2]^2</source>
        <translation>2t^2 轮，每轮一个微置换，z = 4t；z = 4 时为 3 轮；种子文献的引理写作 2[z/2]^2</translation>
    </message>
    <message>
        <source>2^i pieces each way</source>
        <translation>每个方向 2^i 个片段</translation>
    </message>
    <message>
        <source>I hold the total of piece my_id</source>
        <translation>我持有片段 my_id 的总和</translation>
    </message>
    <message>
        <source>X in p pieces of m/p words</source>
        <translation>X 分成 p 个 m/p 字的片段</translation>
    </message>
    <message>
        <source>X in p pieces of m/p words; piece j for node j</source>
        <translation>X 分成 p 个 m/p 字的片段；片段 j 发给节点 j</translation>
    </message>
    <message>
        <source>X in p pieces; piece j&apos;s total ends at node j</source>
        <translation>X 分成 p 个片段；片段 j 的总和最终在节点 j</translation>
    </message>
    <message>
        <source>X[v]: the message for node v</source>
        <translation>X[v]：发给节点 v 的消息</translation>
    </message>
    <message>
        <source>X[v]: the message for virtual id v</source>
        <translation>X[v]：发给虚拟编号 v 的消息</translation>
    </message>
    <message>
        <source>X[v]: the message for virtual id v   // d = log p; ids are leaf numbers, messages climb through the switches</source>
        <translation>X[v]：发给虚拟编号 v 的消息   // d = log p；编号是叶子编号，消息经交换机上行</translation>
    </message>
    <message>
        <source>X[v]: the message of virtual id v</source>
        <translation>X[v]：虚拟编号 v 的消息</translation>
    </message>
    <message>
        <source>X[v]: the message of virtual id v   // d = log p; ids are leaf numbers, messages climb through the switches</source>
        <translation>X[v]：虚拟编号 v 的消息   // d = log p；编号是叶子编号，消息经交换机上行</translation>
    </message>
    <message>
        <source>all messages of a step share one link</source>
        <translation>一步中的所有消息共享一条链路</translation>
    </message>
    <message>
        <source>along Z, plane to plane</source>
        <translation>沿 Z 方向，平面到平面</translation>
    </message>
    <message>
        <source>ceil(log2 z) splits</source>
        <translation>ceil(log2 z) 次划分</translation>
    </message>
    <message>
        <source>d = log p; ids are leaf numbers, messages climb through the switches</source>
        <translation>d = log p；编号是叶子编号，消息经交换机上行</translation>
    </message>
    <message>
        <source>everything of my half</source>
        <translation>我这一半的全部内容</translation>
    </message>
    <message>
        <source>forwards, through the nodes between</source>
        <translation>向前，经过中间的节点</translation>
    </message>
    <message>
        <source>in step (my_id - source) mod p</source>
        <translation>在第 (my_id - source) mod p 步</translation>
    </message>
    <message>
        <source>inside [lo, hi]: no link shared</source>
        <translation>在 [lo, hi] 内：不共享链路</translation>
    </message>
    <message>
        <source>keep X[my_vid .. my_vid+2^i-1]</source>
        <translation>保留 X[my_vid .. my_vid+2^i-1]</translation>
    </message>
    <message>
        <source>my own message</source>
        <translation>我自己的消息</translation>
    </message>
    <message>
        <source>my part is done</source>
        <translation>我的部分已完成</translation>
    </message>
    <message>
        <source>nodes 0 .. half-1 have X</source>
        <translation>节点 0 .. half-1 持有 X</translation>
    </message>
    <message>
        <source>one line: the whole array</source>
        <translation>一条线：整个阵列</translation>
    </message>
    <message>
        <source>one line: the whole ring</source>
        <translation>一条线：整个环</translation>
    </message>
    <message>
        <source>one side after the other</source>
        <translation>一边接一边</translation>
    </message>
    <message>
        <source>p = a b c processors, my_id = x + a y + a b z</source>
        <translation>p = a b c 个处理器，my_id = x + a y + a b z</translation>
    </message>
    <message>
        <source>phase 1: all-to-all reduction</source>
        <translation>阶段 1：全对全归约</translation>
    </message>
    <message>
        <source>phase 1: scatter (§3.4)</source>
        <translation>阶段 1：散发（§3.4）</translation>
    </message>
    <message>
        <source>phase 2: all-to-all broadcast</source>
        <translation>阶段 2：全对全广播</translation>
    </message>
    <message>
        <source>phase 2: all-to-all broadcast (§3.2.3)</source>
        <translation>阶段 2：全对全广播（§3.2.3）</translation>
    </message>
    <message>
        <source>phase 2: gather (§3.4)</source>
        <translation>阶段 2：收集（§3.4）</translation>
    </message>
    <message>
        <source>the a b messages of my plane, as one</source>
        <translation>我这个平面的 a b 条消息，合为一条</translation>
    </message>
    <message>
        <source>the broadcast backwards</source>
        <translation>反向执行的广播</translation>
    </message>
    <message>
        <source>the scatter backwards</source>
        <translation>反向执行的散发</translation>
    </message>
    <message>
        <source>the shorter way; one pair at a time</source>
        <translation>走较短的方向；每次一对</translation>
    </message>
    <message>
        <source>a number, not a neighbour</source>
        <translation>一个编号，而非邻居</translation>
    </message>
    <message>
        <source>over the network&apos;s route</source>
        <translation>沿网络的路由</translation>
    </message>
    <message>
        <source>virtual id: the source is 0</source>
        <translation>虚拟编号：源为 0</translation>
    </message>
    <message>
        <source>when no two messages of a round share a channel</source>
        <translation>当同一轮中没有两条消息共用一条信道时</translation>
    </message>
    <message>
        <source>p a power of two; otherwise p&apos; = 2^floor(log2 p) in place of p, plus 2 (t_s + t_w m) for the extra step; when no two messages of a round share a channel</source>
        <translation>p 为 2 的幂；否则以 p&apos; = 2^floor(log2 p) 代替 p，再加上额外步骤的 2 (t_s + t_w m)；当同一轮中没有两条消息共用一条信道时</translation>
    </message>
    <message>
        <source>p a power of two; otherwise p&apos; = 2^floor(log2 p) in place of p, plus 2 (t_s + t_w m) + t_c m for the extra step; when no two messages of a round share a channel</source>
        <translation>p 为 2 的幂；否则以 p&apos; = 2^floor(log2 p) 代替 p，再加上额外步骤的 2 (t_s + t_w m) + t_c m；当同一轮中没有两条消息共用一条信道时</translation>
    </message>
    <message>
        <source>X in p&apos; pieces of m/p&apos; words</source>
        <translation>X 分成 p&apos; 个 m/p&apos; 字的片段</translation>
    </message>
    <message>
        <source>the extra step: fold into the odd neighbour</source>
        <translation>额外步骤：折叠到奇数邻居</translation>
    </message>
    <message>
        <source>the processor of new rank n</source>
        <translation>新编号为 n 的处理器</translation>
    </message>
    <message>
        <source>the pieces I am responsible for</source>
        <translation>我负责的片段</translation>
    </message>
    <message>
        <source>reduce-scatter by recursive halving</source>
        <translation>递归减半的归约-散发</translation>
    </message>
    <message>
        <source>X[lo] is the total of piece lo</source>
        <translation>X[lo] 是片段 lo 的总和</translation>
    </message>
    <message>
        <source>allgather by recursive doubling</source>
        <translation>递归加倍的全收集</translation>
    </message>
    <message>
        <source>the extra step back</source>
        <translation>返回的额外步骤</translation>
    </message>
    <message>
        <source>reduce-scatter round the ring</source>
        <translation>沿环归约-散发</translation>
    </message>
    <message>
        <source>X[(j + 1) mod p] is a total</source>
        <translation>X[(j + 1) mod p] 是一个总和</translation>
    </message>
    <message>
        <source>allgather round the ring</source>
        <translation>沿环全收集</translation>
    </message>
    <message>
        <source>(t_s + t_w m p/2) log2 p for p a power of two; when no two messages of a round share a channel</source>
        <translation>p 为 2 的幂时为 (t_s + t_w m p/2) log2 p；当同一轮中没有两条消息共用一条信道时</translation>
    </message>
    <message>
        <source>t_s log p + t_w m (p - 1) for p a power of two; when no two messages of a round share a channel</source>
        <translation>p 为 2 的幂时为 t_s log p + t_w m (p - 1)；当同一轮中没有两条消息共用一条信道时</translation>
    </message>
    <message>
        <source>2 t_s log p + 2 t_w m (p - 1)/p for p a power of two; when no two messages of a round share a channel</source>
        <translation>p 为 2 的幂时为 2 t_s log p + 2 t_w m (p - 1)/p；当同一轮中没有两条消息共用一条信道时</translation>
    </message>
    <message>
        <source>M[j]: my block for processor j</source>
        <translation>M[j]：我发给处理器 j 的块</translation>
    </message>
    <message>
        <source>rotate: place j holds my block for my_id + j</source>
        <translation>轮转：位置 j 持有我发给 my_id + j 的块</translation>
    </message>
    <message>
        <source>B[j] came from my_id - j</source>
        <translation>B[j] 来自 my_id - j</translation>
    </message>
    <message>
        <source>rotate back: R[i] is i&apos;s block for me</source>
        <translation>反向轮转：R[i] 是 i 发给我的块</translation>
    </message>
    <message>
        <source>place t will hold the block of my_id + t</source>
        <translation>位置 t 将持有 my_id + t 的块</translation>
    </message>
    <message>
        <source>rotate into order</source>
        <translation>轮转成正确顺序</translation>
    </message>
    <message>
        <source>my group: the 2^i numbers agreeing with my_id above bit i</source>
        <translation>我的组：第 i 位以上与 my_id 相同的 2^i 个编号</translation>
    </message>
    <message>
        <source>p cut my partner&apos;s group short</source>
        <translation>p 截短了我伙伴的组</translation>
    </message>
    <message>
        <source>p not a power of two</source>
        <translation>p 不是 2 的幂</translation>
    </message>
    <message>
        <source>the first nc of my group got its nc blocks</source>
        <translation>我组中的前 nc 个处理器收到了该组的 nc 个块</translation>
    </message>
    <message>
        <source>pass them on by halving</source>
        <translation>以减半方式转交它们</translation>
    </message>
    <message>
        <source>X in p pieces of m/p words; piece v for virtual id v</source>
        <translation>X 分成 p 个 m/p 字的片段；片段 v 发给虚拟编号 v</translation>
    </message>
    <message>
        <source>phase 1: binomial scatter</source>
        <translation>阶段 1：二项散发</translation>
    </message>
    <message>
        <source>I hold piece my_vid</source>
        <translation>我持有片段 my_vid</translation>
    </message>
    <message>
        <source>phase 2: recursive doubling over my_vid</source>
        <translation>阶段 2：在 my_vid 上递归加倍</translation>
    </message>
    <message>
        <source>R = D + 2S - 1 rounds a phase: S = min(8, floor(p/2)) segments a tree, D the round in which a tree&apos;s first segment reaches its deepest node; when no two messages of a round share a channel</source>
        <translation>每个阶段 R = D + 2S - 1 轮：每棵树 S = min(8, floor(p/2)) 个分段，D 是一棵树的第一个分段到达其最深节点的轮次；当同一轮中没有两条消息共用一条信道时</translation>
    </message>
    <message>
        <source>X in 2S segments of m/(2S) words</source>
        <translation>X 分成 2S 个 m/(2S) 字的分段</translation>
    </message>
    <message>
        <source>inner nodes odd</source>
        <translation>内部节点为奇数</translation>
    </message>
    <message>
        <source>reduction</source>
        <translation>归约</translation>
    </message>
    <message>
        <source>a root keeps it</source>
        <translation>根保留它</translation>
    </message>
    <message>
        <source>the roots hold the totals</source>
        <translation>根持有总和</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>广播</translation>
    </message>
    <message>
        <source>p a power of two; else (2 log p&apos; + 2) t_s + (2 (p&apos; - 1)/p&apos; + 2) t_w m, p&apos; the largest power of two below p, for the fold and unfold; when no two messages of a round share a channel</source>
        <translation>p 为 2 的幂；否则为 (2 log p&apos; + 2) t_s + (2 (p&apos; - 1)/p&apos; + 2) t_w m，p&apos; 是小于 p 的最大的 2 的幂，多出的项用于折叠和展开；当同一轮中没有两条消息共用一条信道时</translation>
    </message>
    <message>
        <source>p a power of two; else (2 log p&apos; + 2) t_s + (2 (p&apos; - 1)/p&apos; + 2) t_w m + ((p&apos; - 1)/p&apos; + 1) t_c m, p&apos; the largest power of two below p, for the fold and unfold; when no two messages of a round share a channel</source>
        <translation>p 为 2 的幂；否则为 (2 log p&apos; + 2) t_s + (2 (p&apos; - 1)/p&apos; + 2) t_w m + ((p&apos; - 1)/p&apos; + 1) t_c m，p&apos; 是小于 p 的最大的 2 的幂，多出的项用于折叠和展开；当同一轮中没有两条消息共用一条信道时</translation>
    </message>
    <message>
        <source>X in p&apos; pieces of m/p&apos; words, p&apos; = 2^L &lt;= p</source>
        <translation>X 分成 p&apos; 个 m/p&apos; 字的片段，p&apos; = 2^L &lt;= p</translation>
    </message>
    <message>
        <source>fold, when p is not a power of two</source>
        <translation>折叠，当 p 不是 2 的幂时</translation>
    </message>
    <message>
        <source>reduce-scatter</source>
        <translation>归约-散发</translation>
    </message>
    <message>
        <source>I hold the total of piece n</source>
        <translation>我持有片段 n 的总和</translation>
    </message>
    <message>
        <source>allgather</source>
        <translation>全收集</translation>
    </message>
    <message>
        <source>p a power of two; else (t_s + t_w m) log p&apos; + 2 t_s + 2 t_w m, p&apos; the largest power of two below p, for the fold and unfold; when no two messages of a round share a channel</source>
        <translation>p 为 2 的幂；否则为 (t_s + t_w m) log p&apos; + 2 t_s + 2 t_w m，p&apos; 是小于 p 的最大的 2 的幂，多出的项用于折叠和展开；当同一轮中没有两条消息共用一条信道时</translation>
    </message>
    <message>
        <source>p a power of two; else (t_s + t_w m + t_c m) log p&apos; + 2 t_s + 2 t_w m + t_c m, p&apos; the largest power of two below p, for the fold and unfold; when no two messages of a round share a channel</source>
        <translation>p 为 2 的幂；否则为 (t_s + t_w m + t_c m) log p&apos; + 2 t_s + 2 t_w m + t_c m，p&apos; 是小于 p 的最大的 2 的幂，多出的项用于折叠和展开；当同一轮中没有两条消息共用一条信道时</translation>
    </message>
    <message>
        <source>p&apos; = 2^L &lt;= p</source>
        <translation>p&apos; = 2^L &lt;= p</translation>
    </message>
    <message>
        <source>X is the total</source>
        <translation>X 是总和</translation>
    </message>
</context>
<context>
    <name>collviz::core::CommModel</name>
    <message>
        <source>the model is empty</source>
        <translation>模型为空</translation>
    </message>
    <message>
        <source>model &apos;%1&apos; has an empty item</source>
        <translation>模型“%1”含有空项</translation>
    </message>
    <message>
        <source>unknown model item &apos;%1&apos; in &apos;%2&apos;</source>
        <translation>“%2”中的模型项“%1”未知</translation>
    </message>
    <message>
        <source>ports=%1 is out of range</source>
        <translation>ports=%1 超出范围</translation>
    </message>
    <message>
        <source>model items &apos;%1&apos; and &apos;%2&apos; both set the same aspect</source>
        <translation>模型项“%1”和“%2”设置了同一方面</translation>
    </message>
    <message>
        <source>accepted: sf or wh, ports=1, ports=K (K = 1..%1, a plain decimal integer) or ports=all, duplex=half or duplex=full, combining or noncombining, separated by commas</source>
        <translation>可接受：sf 或 wh、ports=1、ports=K（K = 1..%1，普通十进制整数）或 ports=all、duplex=half 或 duplex=full、combining 或 noncombining，以逗号分隔</translation>
    </message>
</context>
<context>
    <name>collviz::core::Engine</name>
    <message>
        <source>unknown algorithm &apos;%1&apos;; accepted: %2 (see &apos;collviz-cli list&apos;)</source>
        <translation>未知算法“%1”；可接受：%2（参见“collviz-cli list”）</translation>
    </message>
    <message>
        <source>--root means nothing for %1 (operation %2); it applies to broadcast, reduce, scatter and gather</source>
        <translation>--root 对 %1（操作 %2）没有意义；它只适用于 broadcast、reduce、scatter 和 gather</translation>
    </message>
    <message>
        <source>--shift means nothing for %1 (operation %2); it applies to shift algorithms</source>
        <translation>--shift 对 %1（操作 %2）没有意义；它只适用于移位算法</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>运行已取消</translation>
    </message>
    <message>
        <source>the source&apos;s formula leaves out the per-hop time t_h; the engine charges t_h for every hop a message travels</source>
        <translation>原文的公式忽略了每跳时间 t_h；引擎对消息经过的每一跳都计入 t_h</translation>
    </message>
    <message>
        <source>the model is noncombining, so the transfers of several packets (%1) became %2 messages, each with its own start-up t_s and its own turn on the path</source>
        <translation>该模型是非合并的，因此多个数据包的传输（%1）变成了 %2 条消息，每条都有自己的启动时间 t_s，并在路径上各自轮流</translation>
    </message>
    <message>
        <source>the model is combining, so the transfers of several packets (%1, with %2 packets) each travel as one message with one start-up t_s, not one per packet</source>
        <translation>该模型是合并的，因此多个数据包的传输（%1，共 %2 个数据包）各自作为一条消息传送，只有一次启动时间 t_s，而不是每个数据包一次</translation>
    </message>
    <message>
        <source>under store-and-forward the messages that cross more than one hop (%1, up to %2 hops) pay t_w per word on every hop, not once</source>
        <translation>在存储转发下，经过多于一跳的消息（%1，至多 %2 跳）在每一跳上都要为每个字付出 t_w，而不是只付一次</translation>
    </message>
    <message>
        <source>under wormhole routing the messages that cross more than one hop (%1, up to %2 hops) pay t_w per word once, not on every hop</source>
        <translation>在虫孔路由下，经过多于一跳的消息（%1，至多 %2 跳）只为每个字付出一次 t_w，而不是每跳一次</translation>
    </message>
    <message>
        <source>with half-duplex links the two directions of a link take turns: messages that waited for a link while it carried a message the other way: %1, on %2 links (counted per round)</source>
        <translation>在半双工链路下，链路的两个方向轮流使用：因链路正在反向传送消息而等待的消息：%1，涉及 %2 条链路（按轮统计）</translation>
    </message>
    <message>
        <source>with ports=%1 messages waited for a port of their sender or receiver that other messages held: %2, in %3 of %4 rounds</source>
        <translation>在 ports=%1 下，消息因其发送者或接收者的端口被其他消息占用而等待：%2，出现在 %4 轮中的 %3 轮</translation>
    </message>
    <message>
        <source>with ports=%1 a node has up to %2 messages travelling at the same time, where the formula&apos;s ports=%3 sends them one after another</source>
        <translation>在 ports=%1 下，一个节点同时有至多 %2 条消息在传送，而公式的 ports=%3 是依次发送它们</translation>
    </message>
    <message>
        <source>messages waited for a channel that another message held in the same direction: %1 (%2 under the natural model), in %3 of %4 rounds (max link load %5)</source>
        <translation>消息因信道在同一方向上被另一条消息占用而等待：%1（自然模型下为 %2），出现在 %4 轮中的 %3 轮（最大链路负载 %5）</translation>
    </message>
    <message>
        <source>%1 on %2 would need about %3 of memory, more than the %4 %5; choose a smaller topology</source>
        <translation>%2 上的 %1 大约需要 %3 内存，超过了%5的 %4；请选择更小的拓扑</translation>
    </message>
    <message>
        <source>this process can still get (memory limits and free memory)</source>
        <translation>本进程仍可获得（受内存限制和空闲内存约束）</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>the run ran out of memory; choose a smaller topology</source>
        <translation>运行内存不足；请选择更小的拓扑</translation>
    </message>
    <message>
        <source>Under the natural model (%1) it takes %2 too.</source>
        <translation>在自然模型（%1）下它同样需要 %2。</translation>
    </message>
    <message>
        <source>Under the natural model (%1) it takes %2: the what-if makes it %3 longer.</source>
        <translation>在自然模型（%1）下它需要 %2：这个假设情形使它长了 %3。</translation>
    </message>
    <message>
        <source>Under the natural model (%1) it takes %2: the what-if makes it %3 shorter.</source>
        <translation>在自然模型（%1）下它需要 %2：这个假设情形使它短了 %3。</translation>
    </message>
    <message>
        <source>Half duplex: %1 waited for a link that carried a message the other way, so the two directions took turns.</source>
        <translation>半双工：%1 等待一条正在反方向传送消息的链路，因此两个方向轮流使用。</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n 条消息</numerusform>
        </translation>
    </message>
    <message>
        <source>Ports=%1: %2 waited for a port of their sender or receiver that another message held.</source>
        <translation>端口数=%1：%2 等待发送方或接收方被另一条消息占用的端口。</translation>
    </message>
    <message>
        <source>Noncombining: %1 of several packets went as %2 messages, each with its own start-up, one after the other.</source>
        <translation>非合并：%1 个含多个数据包的消息被拆成 %2 条消息，各自有启动时间，依次发送。</translation>
    </message>
    <message numerus="yes">
        <source>%n transfer(s)</source>
        <translation>
            <numerusform>%n 次传输</numerusform>
        </translation>
    </message>
    <message>
        <source>Store-and-forward: %1 crossed more than one hop (up to %2) and paid t_w m on every hop, not once.</source>
        <translation>存储转发：%1 经过不止一跳（至多 %2），每一跳都付出 t_w m，而不是只付一次。</translation>
    </message>
    <message>
        <source>Wormhole: %1 crossed more than one hop (up to %2) and paid t_w m once, not on every hop.</source>
        <translation>虫孔路由：%1 经过不止一跳（至多 %2），只付一次 t_w m，而不是每一跳都付。</translation>
    </message>
    <message numerus="yes">
        <source>%n hop(s)</source>
        <translation>
            <numerusform>%n 跳</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 waited for a link held the same way (%2 under the natural model).</source>
        <translation>%1 等待一条被同方向占用的链路（自然模型下为 %2）。</translation>
    </message>
    <message>
        <source>The algorithm is %1-port by design: no node sends or receives more than %2 at a time, so the extra ports of ports=%3 stay idle.</source>
        <translation>该算法按设计是 %1 端口的：没有节点同时发送或接收超过 %2，因此 ports=%3 多出的端口闲置。</translation>
    </message>
    <message>
        <source>With ports=%1 a node has up to %2 in flight at once, where the natural model&apos;s ports=%3 sends them one after the other.</source>
        <translation>在 ports=%1 下，一个节点可同时有至多 %2 在途，而自然模型的 ports=%3 会依次发送。</translation>
    </message>
    <message>
        <source>Under the natural model (%1) the same schedule takes %2 too: this what-if changes no round&apos;s length.</source>
        <translation>在自然模型（%1）下同一调度同样需要 %2：这个假设情形没有改变任何一轮的长度。</translation>
    </message>
    <message>
        <source>Under the natural model (%1) the same schedule takes %2; this what-if takes %3, %4 shorter.</source>
        <translation>在自然模型（%1）下同一调度需要 %2；这个假设情形需要 %3，短了 %4。</translation>
    </message>
    <message>
        <source>Under the natural model (%1) the same schedule takes %2; this what-if takes %3, %4 longer (longer in %5 of %6).</source>
        <translation>在自然模型（%1）下同一调度需要 %2；这个假设情形需要 %3，长了 %4（%6 轮中有 %5 轮变长）。</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n 轮</numerusform>
        </translation>
    </message>
    <message>
        <source>unnamed schedule</source>
        <translation>未命名调度</translation>
    </message>
    <message>
        <source>cost parameters are out of range; accepted: 0 &lt; m &lt;= 1e12 and 0 &lt;= t_s, t_w, t_h, t_c &lt;= 1e12</source>
        <translation>代价参数超出范围；可接受：0 &lt; m &lt;= 1e12 且 0 &lt;= t_s, t_w, t_h, t_c &lt;= 1e12</translation>
    </message>
</context>
<context>
    <name>collviz::core::NetworkFamily</name>
    <message>
        <source>Processors z:</source>
        <translation>处理器数 z：</translation>
    </message>
    <message>
        <source>Side z&lt;sub&gt;%1&lt;/sub&gt;:</source>
        <translation>边长 z&lt;sub&gt;%1&lt;/sub&gt;：</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>环</translation>
    </message>
    <message>
        <source>Linear array</source>
        <translation>线性阵列</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>环面</translation>
    </message>
    <message>
        <source>Hypercube</source>
        <translation>超立方体</translation>
    </message>
    <message>
        <source>Dimension n:</source>
        <translation>维数 n：</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>树</translation>
    </message>
    <message>
        <source>Leaves p:</source>
        <translation>叶子数 p：</translation>
    </message>
    <message>
        <source>Graph from a file</source>
        <translation>来自文件的图</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Complete network</source>
        <translation>全连接网络</translation>
    </message>
    <message>
        <source>Processors p:</source>
        <translation>处理器数 p：</translation>
    </message>
    <message>
        <source>the direct link</source>
        <translation>直连链路</translation>
    </message>
    <message>
        <source>Crossbar switch</source>
        <translation>交叉开关</translation>
    </message>
    <message>
        <source>up to the switch and down</source>
        <translation>上行到交换机再下行</translation>
    </message>
    <message>
        <source>Dragonfly</source>
        <translation>蜻蜓网络</translation>
    </message>
    <message>
        <source>Routers a group A:</source>
        <translation>每组路由器数 A：</translation>
    </message>
    <message>
        <source>Processors a router P:</source>
        <translation>每个路由器的处理器数 P：</translation>
    </message>
    <message>
        <source>Global links a router H:</source>
        <translation>每个路由器的全局链路数 H：</translation>
    </message>
    <message>
        <source>minimal: local, global, local; port k = r H + h of group g&apos;s router r leads to group (g - 1 - k) mod G, so each pair of groups has one global link</source>
        <translation>最短路由：本地、全局、本地；组 g 的路由器 r 的端口 k = r H + h 通往组 (g - 1 - k) mod G，因此每对组之间有一条全局链路</translation>
    </message>
    <message>
        <source>Fat tree</source>
        <translation>胖树</translation>
    </message>
    <message>
        <source>Switch ports K:</source>
        <translation>交换机端口数 K：</translation>
    </message>
    <message>
        <source>up and down, hashed by the destination d: up through aggregation switch d mod (K/2) and, between pods, core switch floor(d / (K/2)) mod (K/2) of its group; down the one way there is</source>
        <translation>先上行后下行，按目的地 d 散列：上行经过汇聚交换机 d mod (K/2)，在 pod 之间还经过其组中的核心交换机 floor(d / (K/2)) mod (K/2)；下行只有唯一的一条路径</translation>
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
        <translation>归约（reduce），MPI_Reduce</translation>
    </message>
    <message>
        <source>all-to-all gather (seed 002: AAB, AAG), all-gather, MPI_Allgather</source>
        <translation>全对全收集（种子文献 002：AAB、AAG），all-gather，MPI_Allgather</translation>
    </message>
    <message>
        <source>reduce-scatter, MPI_Reduce_scatter</source>
        <translation>归约-散发（reduce-scatter），MPI_Reduce_scatter</translation>
    </message>
    <message>
        <source>MPI_Allreduce</source>
        <translation>MPI_Allreduce</translation>
    </message>
    <message>
        <source>scan (seed 001), MPI_Scan</source>
        <translation>扫描（scan，种子文献 001），MPI_Scan</translation>
    </message>
    <message>
        <source>scatter (seed 001), MPI_Scatter</source>
        <translation>散发（种子文献 001），MPI_Scatter</translation>
    </message>
    <message>
        <source>gather (seed 001), MPI_Gather</source>
        <translation>收集（种子文献 001），MPI_Gather</translation>
    </message>
    <message>
        <source>all-to-all scatter (seed 000: AAS), total exchange (seed 001), MPI_Alltoall</source>
        <translation>全对全散发（种子文献 000：AAS），完全交换（种子文献 001），MPI_Alltoall</translation>
    </message>
    <message>
        <source>circular q-shift (seed 001)</source>
        <translation>循环 q 移位（种子文献 001）</translation>
    </message>
</context>
<context>
    <name>collviz::core::Problem</name>
    <message>
        <source>node %1 does not hold packet %2 (from %3)</source>
        <translation>节点 %1 没有持有数据包 %2（来自 %3）</translation>
    </message>
    <message>
        <source>node %1 does not hold the sum of item %2 over processors %3</source>
        <translation>节点 %1 没有持有第 %2 项在处理器 %3 上的和</translation>
    </message>
    <message>
        <source>... and %1 more</source>
        <translation>……还有 %1 项</translation>
    </message>
</context>
<context>
    <name>collviz::core::Scenario</name>
    <message>
        <source>--%1 is not a scenario option; accepted: --%2</source>
        <translation>--%1 不是场景选项；可接受：--%2</translation>
    </message>
    <message>
        <source>--model is empty; give items such as sf, wh, ports=1, ports=all, duplex=half, noncombining</source>
        <translation>--model 为空；请给出 sf、wh、ports=1、ports=all、duplex=half、noncombining 等项</translation>
    </message>
    <message>
        <source>a SPEC such as hypercube:4 or ring:8</source>
        <translation>一个 SPEC，例如 hypercube:4 或 ring:8</translation>
    </message>
    <message>
        <source>an id (see &apos;collviz-cli list&apos;)</source>
        <translation>一个 id（参见“collviz-cli list”）</translation>
    </message>
    <message>
        <source>--%1 is empty; it takes %2</source>
        <translation>--%1 为空；它接受%2</translation>
    </message>
    <message>
        <source>%1 is missing; it takes %2</source>
        <translation>缺少 %1；它接受%2</translation>
    </message>
    <message>
        <source>an algorithm id (see &apos;collviz-cli list&apos;)</source>
        <translation>一个算法 id（参见“collviz-cli list”）</translation>
    </message>
    <message>
        <source>a SPEC such as hypercube:4, ring:8, mesh:4x4, torus:3x3x3 or tree:8</source>
        <translation>一个 SPEC，例如 hypercube:4、ring:8、mesh:4x4、torus:3x3x3 或 tree:8</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos;; accepted: %2 (see &apos;collviz-cli list&apos;)</source>
        <translation>未知算法“%1”；可接受：%2（参见“collviz-cli list”）</translation>
    </message>
    <message>
        <source>%1 means nothing for %2 (operation %3); it applies to %4</source>
        <translation>%1 对 %2（操作 %3）没有意义；它只适用于 %4</translation>
    </message>
    <message>
        <source>%1 means nothing for %2 (operation %3); it applies to shift algorithms</source>
        <translation>%1 对 %2（操作 %3）没有意义；它只适用于移位算法</translation>
    </message>
    <message>
        <source>{&quot;format&quot;: &quot;collviz-scenario/1&quot;, &quot;algorithm&quot;: ID, &quot;topology&quot;: SPEC, ...}</source>
        <translation>{&quot;format&quot;: &quot;collviz-scenario/1&quot;, &quot;algorithm&quot;: ID, &quot;topology&quot;: SPEC, ...}</translation>
    </message>
    <message>
        <source>format %1 is not accepted; it takes &quot;%2&quot;, as in %3</source>
        <translation>不接受格式 %1；它接受 &quot;%2&quot;，如 %3</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is not part of a scenario; accepted: %2</source>
        <translation>成员“%1”不属于场景；可接受：%2</translation>
    </message>
    <message>
        <source>params %1 is not accepted; it takes an object such as {&quot;m&quot;: 1, &quot;ts&quot;: 1}</source>
        <translation>不接受 params %1；它接受一个对象，例如 {&quot;m&quot;: 1, &quot;ts&quot;: 1}</translation>
    </message>
    <message>
        <source>member &apos;params.%1&apos; is not part of a scenario; accepted: %2</source>
        <translation>成员“params.%1”不属于场景；可接受：%2</translation>
    </message>
    <message>
        <source>%1 %2 is not accepted; it takes %3</source>
        <translation>不接受 %1 %2；它接受%3</translation>
    </message>
    <message>
        <source>a model SPEC as a JSON string (&quot;&quot; = the natural model)</source>
        <translation>一个以 JSON 字符串表示的模型 SPEC（&quot;&quot; = 自然模型）</translation>
    </message>
    <message>
        <source>a non-empty JSON string</source>
        <translation>一个非空的 JSON 字符串</translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos; is not a JSON object (%2 at offset %3); it takes one collviz-scenario/1 object</source>
        <translation>场景文件“%1”不是 JSON 对象（偏移 %3 处%2）；它应为一个 collviz-scenario/1 对象</translation>
    </message>
    <message>
        <source>another JSON value</source>
        <translation>另一个 JSON 值</translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos;: %2</source>
        <translation>场景文件“%1”：%2</translation>
    </message>
    <message>
        <source> as a JSON number</source>
        <translation>，以 JSON 数值表示</translation>
    </message>
    <message>
        <source>a non-empty text</source>
        <translation>一段非空文本</translation>
    </message>
    <message>
        <source>a plain decimal number &gt; 0 and at most 1e12 (no sign), e.g. 1, 0.5 or 1e6%1</source>
        <translation>一个不带符号的普通十进制数，&gt; 0 且至多 1e12，例如 1、0.5 或 1e6%1</translation>
    </message>
    <message>
        <source>a plain decimal number &gt;= 0 and at most 1e12 (no sign), e.g. 0, 1, 0.5 or 1e6%1</source>
        <translation>一个不带符号的普通十进制数，&gt;= 0 且至多 1e12，例如 0、1、0.5 或 1e6%1</translation>
    </message>
    <message>
        <source>a plain decimal integer %1..%2 (digits only, no sign)%3</source>
        <translation>一个普通十进制整数 %1..%2（只有数字，不带符号）%3</translation>
    </message>
    <message>
        <source>%1 %2 is not accepted; it takes %3.</source>
        <translation>不接受 %1 %2；它接受%3。</translation>
    </message>
    <message>
        <source>%1 means nothing for %2; it applies to the alltoall-jh algorithms (s AAPCs in succession)</source>
        <translation>%1 对 %2 没有意义；它只适用于 alltoall-jh 算法（依次进行 s 次 AAPC）</translation>
    </message>
    <message>
        <source>bookmarks %1 is not accepted; it takes a list of rounds from 1 to %2, such as [2, 5]</source>
        <translation>不接受 bookmarks %1；它接受一个 1 到 %2 的轮次列表，例如 [2, 5]</translation>
    </message>
    <message>
        <source>format %1 was written by a newer CollViz; this one reads &quot;%2&quot;</source>
        <translation>格式 %1 由更新版本的 CollViz 写成；本版本读取“%2”</translation>
    </message>
    <message>
        <source>views %1 is not accepted; it takes an object such as {&quot;panels&quot;: [&quot;costChart&quot;]}</source>
        <translation>不接受 views %1；它接受一个对象，例如 {&quot;panels&quot;: [&quot;costChart&quot;]}</translation>
    </message>
    <message>
        <source>scenario file</source>
        <translation>场景文件</translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos;: member &apos;%2&apos; is given twice; give it once</source>
        <translation>场景文件“%1”：成员“%2”出现了两次；只能给出一次</translation>
    </message>
</context>
<context>
    <name>collviz::core::ScheduleFormats</name>
    <message>
        <source>schedule format &apos;%1&apos; is not one CollViz reads; accepted: %2</source>
        <translation>CollViz 不读取调度格式“%1”；可用的格式：%2</translation>
    </message>
    <message>
        <source>schedule file</source>
        <translation>调度文件</translation>
    </message>
    <message>
        <source>standard input: %1</source>
        <translation>标准输入：%1</translation>
    </message>
    <message>
        <source>schedule file &apos;%1&apos;: %2</source>
        <translation>调度文件“%1”：%2</translation>
    </message>
    <message>
        <source>CollViz schedule (JSON)</source>
        <translation>CollViz 调度（JSON）</translation>
    </message>
    <message>
        <source>MSCCL algorithm (XML)</source>
        <translation>MSCCL 算法（XML）</translation>
    </message>
    <message>
        <source>Paje trace</source>
        <translation>Paje 轨迹</translation>
    </message>
    <message>
        <source>CollViz writes %1 files but does not read them</source>
        <translation>CollViz 会写出 %1 文件，但不读取它们</translation>
    </message>
    <message>
        <source>a %1 file names its network, model and cost; --topology, --model, --m, --ts, --tw, --th and --tc choose them for files that do not (%2)</source>
        <translation>%1 文件自带网络、模型和代价；--topology、--model、--m、--ts、--tw、--th 和 --tc 为不自带这些信息的文件（%2）选择它们</translation>
    </message>
</context>
<context>
    <name>collviz::core::Simulator</name>
    <message>
        <source>transfer %1 -&gt; %2 does not join two distinct processors</source>
        <translation>传输 %1 -&gt; %2 没有连接两个不同的处理器</translation>
    </message>
    <message>
        <source>the path of transfer %1 -&gt; %2 is not a walk over links</source>
        <translation>传输 %1 -&gt; %2 的路径不是沿链路的通路</translation>
    </message>
    <message>
        <source>node %1 sends packet %2 it does not hold</source>
        <translation>节点 %1 发送了它没有持有的数据包 %2</translation>
    </message>
    <message>
        <source>transfer %1 -&gt; %2 combines %3 packets in one message; the model is noncombining, so they are costed as %3 messages</source>
        <translation>传输 %1 -&gt; %2 在一条消息中合并了 %3 个数据包；该模型是非合并的，因此按 %3 条消息计费</translation>
    </message>
    <message>
        <source>node %1 sends %2 and receives %3 messages but has %4 port(s)</source>
        <translation>节点 %1 发送 %2 条并接收 %3 条消息，但只有 %4 个端口</translation>
    </message>
    <message>
        <source>a combine names no inputs or a vertex that does not exist</source>
        <translation>合并操作没有指明输入，或指明了不存在的顶点</translation>
    </message>
    <message>
        <source>node %1 adds partial sum %2 it does not hold</source>
        <translation>节点 %1 加上了它没有持有的部分和 %2</translation>
    </message>
    <message>
        <source>node %1 adds partial sums of different items</source>
        <translation>节点 %1 把不同项的部分和相加</translation>
    </message>
    <message>
        <source>node %1 counts a contribution twice when adding partial sum %2</source>
        <translation>节点 %1 在加上部分和 %2 时把一份贡献计算了两次</translation>
    </message>
</context>
<context>
    <name>collviz::core::Sweep</name>
    <message>
        <source>--m &apos;%1&apos; is not a size range; accepted: MIN:MAX or one size M, decimals without sign with 0 &lt; MIN &lt;= MAX &lt;= 1e12, e.g. 1:4096</source>
        <translation>--m“%1”不是大小范围；可接受：MIN:MAX 或单个大小 M，不带符号的十进制数，0 &lt; MIN &lt;= MAX &lt;= 1e12，例如 1:4096</translation>
    </message>
    <message>
        <source>--algorithms names no algorithm; give ids separated by commas (see &apos;collviz-cli list&apos;)</source>
        <translation>--algorithms 没有指明任何算法；请给出以逗号分隔的 id（参见“collviz-cli list”）</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos;; accepted: %2 (see &apos;collviz-cli list&apos;)</source>
        <translation>未知算法“%1”；可接受：%2（参见“collviz-cli list”）</translation>
    </message>
    <message>
        <source>--algorithms names %1 twice; name each once</source>
        <translation>--algorithms 两次指明了 %1；每个只需指明一次</translation>
    </message>
    <message>
        <source>a sweep compares algorithms of one operation: %1 is %2, %3 is %4</source>
        <translation>一次扫描比较的是同一操作的算法：%1 是 %2，%3 是 %4</translation>
    </message>
</context>
<context>
    <name>collviz::core::Topology</name>
    <message>
        <source>topology &apos;%1&apos; has no &apos;:&apos; between kind and size</source>
        <translation>拓扑“%1”的类型和大小之间没有“:”</translation>
    </message>
    <message>
        <source>unknown topology kind &apos;%1&apos;</source>
        <translation>未知的拓扑类型“%1”</translation>
    </message>
    <message>
        <source>malformed size &apos;%1&apos; in topology &apos;%2&apos;</source>
        <translation>拓扑“%2”中的大小“%1”格式错误</translation>
    </message>
    <message>
        <source>%1 takes a single size, not &apos;%2&apos;</source>
        <translation>%1 只接受单个大小，而不是“%2”</translation>
    </message>
    <message>
        <source>hypercube dimension %1 is out of range</source>
        <translation>超立方体维数 %1 超出范围</translation>
    </message>
    <message>
        <source>a balanced binary tree needs a power-of-two number of leaves &gt;= 2, not %1</source>
        <translation>平衡二叉树需要 2 的幂个叶子，且 &gt;= 2，而不是 %1</translation>
    </message>
    <message>
        <source>side %1 of &apos;%2&apos; is too small</source>
        <translation>“%2”的边 %1 太小</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has more than %2 vertices</source>
        <translation>“%1”的顶点多于 %2 个</translation>
    </message>
    <message>
        <source>ring:Z (Z &gt;= %1)</source>
        <translation>ring:Z（Z &gt;= %1）</translation>
    </message>
    <message>
        <source>linear:Z (Z &gt;= %1)</source>
        <translation>linear:Z（Z &gt;= %1）</translation>
    </message>
    <message>
        <source>hypercube:N (N = 1..%1)</source>
        <translation>hypercube:N（N = 1..%1）</translation>
    </message>
    <message>
        <source>tree:P (P leaves, a power of two &gt;= %1)</source>
        <translation>tree:P（P 个叶子，为 &gt;= %1 的 2 的幂）</translation>
    </message>
    <message>
        <source>accepted: %1, every size a plain decimal integer; at most %2 vertices</source>
        <translation>可接受：%1，每个大小都是普通十进制整数；至多 %2 个顶点</translation>
    </message>
    <message>
        <source>ring p = 4..64</source>
        <translation>环 p = 4..64</translation>
    </message>
    <message>
        <source>torus z x z, z = 2..16</source>
        <translation>环面 z x z，z = 2..16</translation>
    </message>
    <message>
        <source>hypercube d = 2..10</source>
        <translation>超立方体 d = 2..10</translation>
    </message>
    <message>
        <source>graph:FILE (a collviz-network/1 JSON file)</source>
        <translation>graph:FILE（collviz-network/1 JSON 文件）</translation>
    </message>
    <message>
        <source>topology &apos;%1&apos; names no file after &apos;graph:&apos;</source>
        <translation>拓扑“%1”在“graph:”之后没有给出文件</translation>
    </message>
    <message>
        <source>network file &apos;%1&apos;: %2</source>
        <translation>网络文件“%1”：%2</translation>
    </message>
    <message>
        <source>%1 %2 is not accepted; it takes %3</source>
        <translation>不接受 %1 %2；它接受%3</translation>
    </message>
    <message>
        <source>%1 is missing; it takes %2</source>
        <translation>缺少 %1；它接受%2</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is given twice; give it once</source>
        <translation>成员“%1”出现了两次；只能给出一次</translation>
    </message>
    <message>
        <source>format %1 was written by a newer CollViz; this one reads %2</source>
        <translation>格式 %1 由更新版本的 CollViz 写成；本版本读取 %2</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is not part of a network file; accepted: %2</source>
        <translation>成员“%1”不属于网络文件；可接受：%2</translation>
    </message>
    <message>
        <source>a JSON string</source>
        <translation>一个 JSON 字符串</translation>
    </message>
    <message>
        <source>a list of names such as [&quot;gpu0&quot;, &quot;gpu1&quot;]</source>
        <translation>名称列表，例如 [&quot;gpu0&quot;, &quot;gpu1&quot;]</translation>
    </message>
    <message>
        <source>it names %1 processors and switches, more than the %2 a network file may have</source>
        <translation>它列出了 %1 个处理器和交换机，超过了网络文件最多允许的 %2 个</translation>
    </message>
    <message>
        <source>processors is empty; a network takes at least 2 processors</source>
        <translation>processors 为空；网络至少需要 2 个处理器</translation>
    </message>
    <message>
        <source>processors names only %1; a network takes at least 2 processors</source>
        <translation>processors 只列出了 %1；网络至少需要 2 个处理器</translation>
    </message>
    <message>
        <source>a name: a non-empty JSON string of at most %1 characters</source>
        <translation>名称：至多 %1 个字符的非空 JSON 字符串</translation>
    </message>
    <message>
        <source>%1 %2 is the name %3 gives already; every processor and switch takes a name of its own</source>
        <translation>%1 %2 是 %3 已经给出的名称；每个处理器和交换机都要有自己的名称</translation>
    </message>
    <message>
        <source>a list of links, each a pair of names such as [&quot;gpu0&quot;, &quot;gpu1&quot;]</source>
        <translation>链路列表，每条链路为一对名称，例如 [&quot;gpu0&quot;, &quot;gpu1&quot;]</translation>
    </message>
    <message>
        <source>a link: a pair of names such as [&quot;gpu0&quot;, &quot;gpu1&quot;]</source>
        <translation>一条链路：一对名称，例如 [&quot;gpu0&quot;, &quot;gpu1&quot;]</translation>
    </message>
    <message>
        <source>%1 %2 is not accepted; a link takes exactly 2 ends, such as [&quot;gpu0&quot;, &quot;gpu1&quot;]</source>
        <translation>不接受 %1 %2；一条链路恰好有 2 个端点，例如 [&quot;gpu0&quot;, &quot;gpu1&quot;]</translation>
    </message>
    <message>
        <source>%1 %2 names no processor or switch; it takes one of the names in processors or switches</source>
        <translation>%1 %2 不是任何处理器或交换机的名称；它接受 processors 或 switches 中的名称之一</translation>
    </message>
    <message>
        <source>%1 %2 joins %3 to itself; a link joins two different nodes</source>
        <translation>%1 %2 把 %3 连接到它自身；一条链路连接两个不同的节点</translation>
    </message>
    <message>
        <source>%1 %2 joins the nodes links[%3] joins already; give each link once, in either direction</source>
        <translation>%1 %2 连接的节点已由 links[%3] 连接；每条链路只给出一次，方向任意</translation>
    </message>
    <message>
        <source>processor &apos;%1&apos; cannot be reached from processor &apos;%2&apos;; every processor must reach every other over the links</source>
        <translation>从处理器“%2”无法到达处理器“%1”；每个处理器都必须能经由链路到达其他每个处理器</translation>
    </message>
    <message>
        <source>switch &apos;%1&apos; cannot be reached from processor &apos;%2&apos;; every switch must be connected to the processors</source>
        <translation>从处理器“%2”无法到达交换机“%1”；每个交换机都必须与处理器相连</translation>
    </message>
    <message>
        <source>an object giving every processor and switch its position [x, y], such as {&quot;gpu0&quot;: [0, 0]}</source>
        <translation>一个为每个处理器和交换机给出位置 [x, y] 的对象，例如 {&quot;gpu0&quot;: [0, 0]}</translation>
    </message>
    <message>
        <source>a position [x, y]: two JSON numbers from -%1 to %1</source>
        <translation>位置 [x, y]：两个从 -%1 到 %1 的 JSON 数</translation>
    </message>
    <message>
        <source>coordinates member &apos;%1&apos; names no processor or switch; it takes their names</source>
        <translation>coordinates 的成员“%1”不是任何处理器或交换机的名称；它接受它们的名称</translation>
    </message>
    <message>
        <source>coordinates gives no position for &apos;%1&apos;; it takes one for every processor and switch, or none at all</source>
        <translation>coordinates 没有给出“%1”的位置；它要么为每个处理器和交换机都给出位置，要么一个也不给</translation>
    </message>
    <message>
        <source>network file</source>
        <translation>网络文件</translation>
    </message>
    <message>
        <source>network file &apos;%1&apos; is not JSON (%2 at offset %3); it takes one collviz-network/1 object</source>
        <translation>网络文件“%1”不是 JSON（偏移 %3 处%2）；它应为一个 collviz-network/1 对象</translation>
    </message>
    <message>
        <source>network file &apos;%1&apos; holds a JSON array, not an object; it takes one collviz-network/1 object</source>
        <translation>网络文件“%1”包含的是 JSON 数组而不是对象；它应为一个 collviz-network/1 对象</translation>
    </message>
    <message>
        <source>mesh:AxB[xC...] (2..%2 sides &gt;= %1)</source>
        <translation>mesh:AxB[xC...]（2..%2 条边，各边 &gt;= %1）</translation>
    </message>
    <message>
        <source>torus:AxB[xC...] (2..%2 sides &gt;= %1)</source>
        <translation>torus:AxB[xC...]（2..%2 条边，各边 &gt;= %1）</translation>
    </message>
    <message>
        <source>complete:P (P = %1..%2)</source>
        <translation>complete:P（P = %1..%2）</translation>
    </message>
    <message>
        <source>the complete network &apos;%1&apos; needs %2 to %3 processors (at most %4 links, one for every pair), not %5</source>
        <translation>全连接网络“%1”需要 %2 到 %3 个处理器（至多 %4 条链路，每对处理器一条），而不是 %5</translation>
    </message>
    <message>
        <source>complete p = 4..64</source>
        <translation>全连接网络 p = 4..64</translation>
    </message>
    <message>
        <source>switch:P (P = %1..%2)</source>
        <translation>switch:P（P = %1..%2）</translation>
    </message>
    <message>
        <source>the switch &apos;%1&apos; needs at least %2 processors, not %3</source>
        <translation>交换机“%1”至少需要 %2 个处理器，而不是 %3</translation>
    </message>
    <message>
        <source>switch p = 4..64</source>
        <translation>交换机 p = 4..64</translation>
    </message>
    <message>
        <source>dragonfly:A,P,H (A routers a group, P processors a router, H global links a router; each &gt;= 1)</source>
        <translation>dragonfly:A,P,H（A 为每组路由器数，P 为每个路由器的处理器数，H 为每个路由器的全局链路数；均 &gt;= 1）</translation>
    </message>
    <message>
        <source>the dragonfly &apos;%1&apos; needs A, P and H of at least 1 (A routers a group, P processors a router, H global links a router)</source>
        <translation>蜻蜓网络“%1”要求 A、P 和 H 都至少为 1（A 为每组路由器数，P 为每个路由器的处理器数，H 为每个路由器的全局链路数）</translation>
    </message>
    <message>
        <source>the dragonfly &apos;%1&apos; would have %2 links, more than the %3 accepted</source>
        <translation>蜻蜓网络“%1”将有 %2 条链路，超过了可接受的 %3 条</translation>
    </message>
    <message>
        <source>topology &apos;%1&apos; needs three sizes A,P,H joined by commas, such as dragonfly:4,2,2</source>
        <translation>拓扑“%1”需要用逗号连接的三个大小 A,P,H，例如 dragonfly:4,2,2</translation>
    </message>
    <message>
        <source>fattree:K (K even, 2..%1: K^3/4 hosts)</source>
        <translation>fattree:K（K 为偶数，2..%1：K^3/4 台主机）</translation>
    </message>
    <message>
        <source>the fat tree &apos;%1&apos; needs an even K of at least 2 (K pods of K/2 edge and K/2 aggregation switches), not %2</source>
        <translation>胖树“%1”需要至少为 2 的偶数 K（K 个 pod，每个含 K/2 台边缘交换机和 K/2 台汇聚交换机），而不是 %2</translation>
    </message>
    <message>
        <source>fat tree K = 2..8, p = 2..128</source>
        <translation>胖树 K = 2..8，p = 2..128</translation>
    </message>
    <message>
        <source>%1 needs %2 to %3 sides such as 4x4, 3x3x3 or 3x3x3x3, not &apos;%4&apos;</source>
        <translation>%1 需要 %2 到 %3 条边，例如 4x4、3x3x3 或 3x3x3x3，而不是“%4”</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AllgatherHamiltonian</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AllgatherTadt</name>
    <message>
        <source>%1 cannot run here: %2</source>
        <translation>%1 无法在这里运行：%2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallCycleMicro</name>
    <message>
        <source>%1 needs a ring of z = 4t nodes (ring:4, ring:8, ring:12, ...), not %2</source>
        <translation>%1 需要 z = 4t 个节点的环（ring:4、ring:8、ring:12……），而不是 %2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallDirectExchange</name>
    <message>
        <source>%1 needs binary addresses, so every side a power of two (e.g. mesh:8x4, torus:4x4x4), not %2</source>
        <translation>%1 需要二进制地址，因此每条边都必须是 2 的幂（例如 mesh:8x4、torus:4x4x4），而不是 %2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallHypercubeAllport</name>
    <message>
        <source>%1 runs on hypercube:1 to hypercube:%2, not on %3 (its schedule would have 2^%4 rounds of %5 one-packet transfers)</source>
        <translation>%1 运行在 hypercube:1 到 hypercube:%2 上，不能运行在 %3 上（其调度将有 2^%4 轮，每轮 %5 次单数据包传输）</translation>
    </message>
    <message>
        <source>the schedule table for %1 breaks the seed&apos;s conditions: %2</source>
        <translation>%1 的调度表违反了种子文献的条件：%2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallMeshBex</name>
    <message>
        <source>%1 runs on two-dimensional meshes whose sides are powers of two (mesh:2^k x 2^l such as mesh:8x4, or linear:2^k), not on %2</source>
        <translation>%1 运行在各边为 2 的幂的二维网格上（mesh:2^k x 2^l，例如 mesh:8x4，或 linear:2^k），不能运行在 %2 上</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallMeshMicro</name>
    <message>
        <source>%1 needs a square 2D torus of side z = 4t (torus:4x4, torus:8x8, torus:12x12, ...), not %2</source>
        <translation>%1 需要边长 z = 4t 的正方形二维环面（torus:4x4、torus:8x8、torus:12x12……），而不是 %2</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::AlltoallMeshQex</name>
    <message>
        <source>%1 runs on square two-dimensional meshes whose side is a power of two (mesh:2^k x 2^k such as mesh:8x8), not on %2</source>
        <translation>%1 运行在边长为 2 的幂的正方形二维网格上（mesh:2^k x 2^k，例如 mesh:8x8），不能运行在 %2 上</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::JohnssonHoAddressAlgorithm</name>
    <message>
        <source>%1 runs on hypercube:1 to hypercube:%2, not on %3</source>
        <translation>%1 运行在 hypercube:1 到 hypercube:%2 上，不能运行在 %3 上</translation>
    </message>
</context>
<context>
    <name>collviz::core::algorithms::JohnssonHoPairAlgorithm</name>
    <message>
        <source>%1 runs on hypercube:1 to hypercube:%2, not on %3</source>
        <translation>%1 运行在 hypercube:1 到 hypercube:%2 上，不能运行在 %3 上</translation>
    </message>
</context>
<context>
    <name>collviz::core::designer</name>
    <message>
        <source>Broadcast on Q3 in three rounds</source>
        <translation>Q3 上三轮完成广播</translation>
    </message>
    <message>
        <source>Broadcast from node 0 of hypercube:3 under 1-port wormhole. Holders can at most double a round under 1-port, so 8 nodes need log2 8 = 3 rounds.</source>
        <translation>在单端口虫孔路由下从 hypercube:3 的节点 0 广播。单端口下持有消息的节点数每轮至多加倍，因此 8 个节点需要 log2 8 = 3 轮。</translation>
    </message>
    <message>
        <source>All-to-all broadcast around a ring of six</source>
        <translation>六节点环上的全对全广播</translation>
    </message>
    <message>
        <source>Every node of ring:6 must end with all six packets, one packet a message (noncombining) and one send and one receive a node and round (1-port): each node receives 5 packets, one a round, so 5 rounds of time t_s + t_w m.</source>
        <translation>ring:6 的每个节点最终都必须持有全部六个数据包，每条消息一个数据包（非合并），每个节点每轮发送一次、接收一次（单端口）：每个节点要接收 5 个数据包，每轮一个，因此需要 5 轮，每轮时间 t_s + t_w m。</translation>
    </message>
    <message>
        <source>All-reduce on Q3 in three rounds</source>
        <translation>Q3 上三轮完成全归约</translation>
    </message>
    <message>
        <source>Every node of hypercube:3 must end with the sum over all eight nodes. Under 1-port a node hears from one other node a round, so what it knows at most doubles: log2 8 = 3 rounds of exchanges, each followed by a combine (Ctrl-click a node).</source>
        <translation>hypercube:3 的每个节点最终都必须持有全部八个节点上的总和。单端口下，一个节点每轮只能收到另一个节点的数据，因此它所知道的内容每轮至多加倍：需要 log2 8 = 3 轮交换，每轮之后进行一次合并（Ctrl+单击节点）。</translation>
    </message>
    <message>
        <source>Noncombining all-to-all broadcast on torus:3x3 at the Lemma 8 bound</source>
        <translation>torus:3x3 上达到引理 8 下界的非合并全对全广播</translation>
    </message>
    <message>
        <source>Seed 002, Lemma 8: a node receives its p - 1 = 8 packets as 8 messages over its 4 channels, so at least ceil(8/4) = 2 rounds and time 2 (t_s + t_w m) under all-port store-and-forward, noncombining. Reach both.</source>
        <translation>种子文献 002，引理 8：一个节点经由它的 4 条信道以 8 条消息接收它的 p - 1 = 8 个数据包，因此在全端口、存储转发、非合并模型下至少需要 ceil(8/4) = 2 轮，时间 2 (t_s + t_w m)。两者都要达到。</translation>
    </message>
    <message>
        <source>All-to-all personalized on torus:2x4 at its bisection bound</source>
        <translation>torus:2x4 上达到对分下界的全对全个性化通信</translation>
    </message>
    <message>
        <source>With free start-ups (t_s = 0) the bound of an all-to-all on torus:2x4 is the cut: 16 packets cross the middle each way over 4 channels, time 4 t_w m; the pairs&apos; distances load every one of the 24 channels with 4 packet-hops too. Every channel must be busy all the time.</source>
        <translation>启动不计代价（t_s = 0）时，torus:2x4 上全对全通信的下界由割决定：每个方向有 16 个数据包经 4 条信道穿过中线，时间 4 t_w m；各节点对之间的距离也使 24 条信道中的每一条都承载 4 个数据包跳。每条信道都必须始终处于忙碌状态。</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n 轮</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and time %2</source>
        <translation>%1，时间 %2</translation>
    </message>
    <message>
        <source>time %1</source>
        <translation>时间 %1</translation>
    </message>
    <message>
        <source>%1, time %2</source>
        <translation>%1，时间 %2</translation>
    </message>
    <message>
        <source>your schedule: %1</source>
        <translation>你的调度：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>bound %1</source>
        <translation>下界 %1</translation>
    </message>
    <message>
        <source>root %1 is not accepted; it takes a processor 0..%2 of %3</source>
        <translation>不接受根 %1；它接受 %3 的处理器 0..%2</translation>
    </message>
    <message>
        <source>a root means nothing for %1</source>
        <translation>根对 %1 没有意义</translation>
    </message>
    <message>
        <source>shift %1 is not accepted; it takes a distance 1..%2</source>
        <translation>不接受移位量 %1；它接受距离 1..%2</translation>
    </message>
    <message>
        <source>a shift means nothing for %1</source>
        <translation>移位量对 %1 没有意义</translation>
    </message>
    <message>
        <source>%1 on %2 with %3 rounds is too large for the designer (about %4 MiB of states, at most %5 MiB); choose a smaller network</source>
        <translation>%2 上含 %3 轮的 %1 对设计器来说太大（状态约需 %4 MiB，上限为 %5 MiB）；请选择更小的网络</translation>
    </message>
    <message>
        <source>Every packet has reached the nodes that need it.</source>
        <translation>每个数据包都已到达需要它的节点。</translation>
    </message>
    <message numerus="yes">
        <source>%n arrival(s) still missing: %1</source>
        <translation>
            <numerusform>仍缺 %n 次送达：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shared channels make %n transfer(s) take turns, which costs time</source>
        <translation>
            <numerusform>共享信道使 %n 个传输轮流进行，这会花费时间</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>collviz::core::exercise::ExerciseSheet</name>
    <message>
        <source>exercises %1 is not accepted; it takes a list of questions such as [{&quot;round&quot;: 2, &quot;kind&quot;: &quot;channels&quot;}]</source>
        <translation>不接受 exercises %1；它接受一个问题列表，例如 [{&quot;round&quot;: 2, &quot;kind&quot;: &quot;channels&quot;}]</translation>
    </message>
    <message>
        <source>exercises has %1 questions; it takes at most %2</source>
        <translation>exercises 有 %1 个问题；它至多接受 %2 个</translation>
    </message>
    <message>
        <source>exercises[%1] %2 is not accepted; it takes an object such as {&quot;round&quot;: 2, &quot;kind&quot;: &quot;channels&quot;}</source>
        <translation>不接受 exercises[%1] %2；它接受一个对象，例如 {&quot;round&quot;: 2, &quot;kind&quot;: &quot;channels&quot;}</translation>
    </message>
    <message>
        <source>member &apos;exercises[%1].%2&apos; is not part of a question; accepted: %3</source>
        <translation>成员“exercises[%1].%2”不属于问题；可接受：%3</translation>
    </message>
    <message>
        <source>exercises[%1].round %2 is not accepted; it takes a round from 1 to %3 (round 0 is the initial state, nothing to predict)</source>
        <translation>不接受 exercises[%1].round %2；它接受 1 到 %3 的轮次（第 0 轮是初始状态，没有可预测的内容）</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <source>exercises[%1].kind %2 is not accepted; it takes &quot;channels&quot;, &quot;holdings&quot; or &quot;time&quot;</source>
        <translation>不接受 exercises[%1].kind %2；它接受 &quot;channels&quot;、&quot;holdings&quot; 或 &quot;time&quot;</translation>
    </message>
    <message>
        <source>exercises[%1].node %2 is not accepted; a &quot;holdings&quot; question takes the processor it asks about, a whole number from 0</source>
        <translation>不接受 exercises[%1].node %2；&quot;holdings&quot; 问题接受它所询问的处理器，即从 0 开始的整数</translation>
    </message>
    <message>
        <source>exercises[%1].node means nothing for a &quot;%2&quot; question; give it for &quot;holdings&quot; only</source>
        <translation>exercises[%1].node 对 &quot;%2&quot; 问题没有意义；只对 &quot;holdings&quot; 问题给出它</translation>
    </message>
    <message>
        <source>exercises[%1].node %2 is not a processor of %3; it takes 0 to %4</source>
        <translation>exercises[%1].node %2 不是 %3 的处理器；它接受 0 到 %4</translation>
    </message>
</context>
<context>
    <name>collviz::core::hamiltonian</name>
    <message>
        <source>link-disjoint Hamiltonian cycles are built for 2D and 3D tori with every side &gt;= 3 (torus:5x5, torus:4x6, torus:7x5, torus:3x4x5, ...), not %1</source>
        <translation>链路不相交的哈密顿环是为各边都 &gt;= 3 的二维和三维环面构造的（torus:5x5、torus:4x6、torus:7x5、torus:3x4x5……），而不是 %1</translation>
    </message>
    <message>
        <source>the search for %1 link-disjoint Hamiltonian cycles of %2 stopped at its work limit (%3 million squares examined, on a 2D torus about 3 N times its longest side); it finishes on tori such as torus:256x256, torus:100x300, torus:3x3000 and torus:25x25x25</source>
        <translation>在 %2 上搜索 %1 个链路不相交哈密顿环时达到了工作量上限而停止（检查了 %3 百万个方块；在二维环面上约为 3 N 乘以其最长边）；在 torus:256x256、torus:100x300、torus:3x3000 和 torus:25x25x25 等环面上搜索可以完成</translation>
    </message>
</context>
<context>
    <name>collviz::core::msccl</name>
    <message>
        <source>%1: element &lt;%2&gt; is not accepted there; it takes &lt;%3&gt;</source>
        <translation>%1：此处不接受元素 &lt;%2&gt;；它接受 &lt;%3&gt;</translation>
    </message>
    <message>
        <source>the GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>the chunks a loop moves</source>
        <translation>每次循环移动的数据块数</translation>
    </message>
    <message>
        <source>the channels</source>
        <translation>信道数</translation>
    </message>
    <message>
        <source>Simple, LL or LL128</source>
        <translation>Simple、LL 或 LL128</translation>
    </message>
    <message>
        <source>allreduce, allgather, reduce_scatter or alltoall (an MSCCL broadcast or reduce names no root, and a custom collective no postcondition)</source>
        <translation>allreduce、allgather、reduce_scatter 或 alltoall（MSCCL 的 broadcast 或 reduce 没有指明根，自定义集合操作也没有指明后置条件）</translation>
    </message>
    <message>
        <source>a multiple of ngpus (%1) for %2</source>
        <translation>ngpus（%1）的倍数（对 %2 而言）</translation>
    </message>
    <message>
        <source>a GPU of the %1</source>
        <translation>%1 个 GPU 之一</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>数据块数</translation>
    </message>
    <message>
        <source>%1 (or 0): the input of %2 with nchunksperloop %3 on %4 GPUs</source>
        <translation>%1（或 0）：即 %4 个 GPU 上 nchunksperloop 为 %3 的 %2 的输入</translation>
    </message>
    <message>
        <source>%1 (or 0): the output of %2 with nchunksperloop %3 on %4 GPUs</source>
        <translation>%1（或 0）：即 %4 个 GPU 上 nchunksperloop 为 %3 的 %2 的输出</translation>
    </message>
    <message>
        <source>a thread block id</source>
        <translation>线程块 id</translation>
    </message>
    <message>
        <source>-1 (none) or another GPU</source>
        <translation>-1（无）或另一个 GPU</translation>
    </message>
    <message>
        <source>a channel below nchannels</source>
        <translation>小于 nchannels 的信道</translation>
    </message>
    <message>
        <source>the step&apos;s place in its thread block</source>
        <translation>该步骤在其线程块中的位置</translation>
    </message>
    <message>
        <source>a chunk</source>
        <translation>一个数据块</translation>
    </message>
    <message>
        <source>the chunks it moves</source>
        <translation>它移动的数据块数</translation>
    </message>
    <message>
        <source>-1 (none) or a thread block of gpu %1</source>
        <translation>-1（无）或 gpu %1 的一个线程块</translation>
    </message>
    <message>
        <source>-1 (none) or a step</source>
        <translation>-1（无）或一个步骤</translation>
    </message>
    <message>
        <source>-1 when depid is -1</source>
        <translation>depid 为 -1 时为 -1</translation>
    </message>
    <message>
        <source>a step of tb %1</source>
        <translation>tb %1 的一个步骤</translation>
    </message>
    <message>
        <source>a %1 step sends, but tb %2 has send=&quot;-1&quot;</source>
        <translation>%1 步骤要发送，但 tb %2 的 send=&quot;-1&quot;</translation>
    </message>
    <message>
        <source>a %1 step receives, but tb %2 has recv=&quot;-1&quot;</source>
        <translation>%1 步骤要接收，但 tb %2 的 recv=&quot;-1&quot;</translation>
    </message>
    <message>
        <source>gpu %1 is given twice; give each GPU once</source>
        <translation>gpu %1 出现了两次；每个 GPU 只能给出一次</translation>
    </message>
    <message>
        <source>gpu %1: tb %2 is given twice; give each thread block once</source>
        <translation>gpu %1：tb %2 出现了两次；每个线程块只能给出一次</translation>
    </message>
    <message>
        <source>gpu %1: tb %2 is missing; thread blocks are numbered 0, 1, ... without a gap, as the MSCCL runtime requires</source>
        <translation>gpu %1：缺少 tb %2；按 MSCCL 运行时的要求，线程块从 0, 1, ... 连续编号，中间不能有空缺</translation>
    </message>
    <message>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>scratch</source>
        <translation>暂存</translation>
    </message>
    <message>
        <source>it is not XML (%1 at line %2); it takes an MSCCL &lt;algo&gt; element</source>
        <translation>它不是 XML（第 %2 行处%1）；它应为一个 MSCCL &lt;algo&gt; 元素</translation>
    </message>
    <message>
        <source>it holds no element; it takes an MSCCL &lt;algo&gt; element</source>
        <translation>它不含任何元素；它应为一个 MSCCL &lt;algo&gt; 元素</translation>
    </message>
    <message>
        <source>the root element &lt;%1&gt; is not accepted; an MSCCL algorithm is an &lt;algo&gt; element</source>
        <translation>不接受根元素 &lt;%1&gt;；MSCCL 算法是一个 &lt;algo&gt; 元素</translation>
    </message>
    <message>
        <source>it is not well-formed XML (%1 at line %2)</source>
        <translation>它不是格式正确的 XML（第 %2 行处%1）</translation>
    </message>
    <message>
        <source>gpu %1 is missing; an algorithm of ngpus=&quot;%2&quot; has gpus 0..%3</source>
        <translation>缺少 gpu %1；ngpus=&quot;%2&quot; 的算法有 gpu 0..%3</translation>
    </message>
    <message>
        <source>gpu %1, tb %2, step %3</source>
        <translation>gpu %1, tb %2, step %3</translation>
    </message>
    <message>
        <source>%1 writes %2 chunk %3 of gpu %4, which %5 writes too, without waiting for that step (a race: the MSCCL runtime may run them in either order)</source>
        <translation>%1 写入 gpu %4 的%2数据块 %3，而 %5 也写入它，却没有等待该步骤（数据竞争：MSCCL 运行时可能以任意顺序运行它们）</translation>
    </message>
    <message>
        <source>%1 overwrites %2 chunk %3 of gpu %4, which %5 reads, without waiting for that step (a race: the MSCCL runtime may run them in either order)</source>
        <translation>%1 覆写 gpu %4 的%2数据块 %3，而 %5 读取它，却没有等待该步骤（数据竞争：MSCCL 运行时可能以任意顺序运行它们）</translation>
    </message>
    <message>
        <source>network %1 has %2 processors, but the MSCCL algorithm %3 runs on ngpus=&quot;%4&quot;; choose a network of %4 processors</source>
        <translation>网络 %1 有 %2 个处理器，但 MSCCL 算法 %3 运行在 ngpus=&quot;%4&quot; 上；请选择有 %4 个处理器的网络</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>还有 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of %2: %n transfer(s) of the MSCCL algorithm&apos;s steps: %3.</source>
        <translation>
            <numerusform>第 %1 轮，共 %2 轮：MSCCL 算法步骤的 %n 次传输：%3。</numerusform>
        </translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>读取已取消</translation>
    </message>
    <message>
        <source>round %1 has a transfer from vertex %2 to vertex %3, but an MSCCL step goes from one GPU to another, both processors</source>
        <translation>第 %1 轮有一次从顶点 %2 到顶点 %3 的传输，但 MSCCL 步骤只能从一个 GPU 到另一个 GPU，两端都必须是处理器</translation>
    </message>
    <message>
        <source>round %1 has a transfer from GPU %2 to GPU %3 that carries no data, which no MSCCL step can say</source>
        <translation>第 %1 轮有一次从 GPU %2 到 GPU %3 的传输不携带任何数据，这是任何 MSCCL 步骤都无法表达的</translation>
    </message>
    <message>
        <source>round %1 sends %2 chunks from GPU %3 to GPU %4 in one message, but the MSCCL runtime takes at most %5 chunks in a step</source>
        <translation>第 %1 轮在一条消息中从 GPU %3 向 GPU %4 发送 %2 个数据块，但 MSCCL 运行时每个步骤至多接受 %5 个数据块</translation>
    </message>
    <message>
        <source>in round %1 GPU %2 sends packet %3, which it does not hold</source>
        <translation>在第 %1 轮中，GPU %2 发送了它并不持有的数据包 %3</translation>
    </message>
    <message>
        <source>round %1 adds partial sums at vertex %2, which is no GPU</source>
        <translation>第 %1 轮在顶点 %2 上相加部分和，但该顶点不是 GPU</translation>
    </message>
    <message>
        <source>in round %1 GPU %2 adds packet %3, which it does not hold</source>
        <translation>在第 %1 轮中，GPU %2 加上了它并不持有的数据包 %3</translation>
    </message>
    <message>
        <source>GPU %1 needs %2 thread blocks, but the MSCCL runtime runs at most %3</source>
        <translation>GPU %1 需要 %2 个线程块，但 MSCCL 运行时至多运行 %3 个</translation>
    </message>
    <message>
        <source>a thread block of GPU %1 needs %2 steps, but the MSCCL runtime runs at most %3 in one</source>
        <translation>GPU %1 的一个线程块需要 %2 个步骤，但 MSCCL 运行时在一个线程块中至多运行 %3 个</translation>
    </message>
    <message>
        <source>GPU %1 needs channel %2, but the MSCCL runtime has channels 0 to %3</source>
        <translation>GPU %1 需要信道 %2，但 MSCCL 运行时只有信道 0 到 %3</translation>
    </message>
    <message>
        <source>GPU %1 sends to or receives from %2 GPUs on one channel, but the MSCCL runtime takes at most %3 a channel</source>
        <translation>GPU %1 在一条信道上与 %2 个 GPU 收发数据，但 MSCCL 运行时每条信道至多支持 %3 个</translation>
    </message>
    <message>
        <source>GPU %1 needs %2 XML elements (the algo, the gpus, its thread blocks and steps), but the MSCCL runtime reads at most %3 for one GPU</source>
        <translation>GPU %1 需要 %2 个 XML 元素（algo、各个 gpu、它的线程块和步骤），但 MSCCL 运行时对一个 GPU 至多读取 %3 个</translation>
    </message>
    <message>
        <source>there is no run to write as an MSCCL algorithm</source>
        <translation>没有可写成 MSCCL 算法的运行</translation>
    </message>
    <message>
        <source>MSCCL has no collective for %1: it runs allreduce, allgather, reduce-scatter and alltoall</source>
        <translation>MSCCL 没有对应 %1 的集合操作：它只运行 allreduce、allgather、reduce-scatter 和 alltoall</translation>
    </message>
    <message numerus="yes">
        <source>MSCCL has no barrier between rounds: %n transfer(s) of this run wait for nothing in the round before (the first in round %1, GPU %2 to GPU %3), and the MSCCL runtime starts them as soon as their data is there</source>
        <translation>
            <numerusform>MSCCL 在轮次之间没有屏障：该运行有 %n 个传输在前一轮不等待任何东西（第一个在第 %1 轮，GPU %2 到 GPU %3），MSCCL 运行时会在其数据就绪后立即启动它们</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; read back, the file keeps the run&apos;s %2 rounds and time %3 (some transfers in earlier rounds)</source>
        <translation>%1；读回后，文件保持该运行的 %2 轮和时间 %3（部分传输位于更早的轮次）</translation>
    </message>
    <message>
        <source>%1; read back, the file takes %2 rounds and time %3 (the run: %4 rounds, time %5)</source>
        <translation>%1；读回后，文件需要 %2 轮、时间 %3（该运行：%4 轮，时间 %5）</translation>
    </message>
    <message>
        <source>%1, and breaks the model %2 in round %3: %4</source>
        <translation>%1，并在第 %3 轮违反模型 %2：%4</translation>
    </message>
</context>
<context>
    <name>collviz::core::msccl::Attributes</name>
    <message>
        <source>attribute %1 is not part of MSCCL&apos;s &lt;%2&gt;; it takes %3</source>
        <translation>属性 %1 不属于 MSCCL 的 &lt;%2&gt;；它接受的属性有 %3</translation>
    </message>
    <message>
        <source>attribute %1 is missing</source>
        <translation>缺少属性 %1</translation>
    </message>
    <message>
        <source>%1, a whole number %2..%3</source>
        <translation>%1，%2..%3 的整数</translation>
    </message>
    <message>
        <source>a number of bytes &gt;= 0</source>
        <translation>一个 &gt;= 0 的字节数</translation>
    </message>
    <message>
        <source>0 or 1</source>
        <translation>0 或 1</translation>
    </message>
    <message>
        <source>i, o or s (input, output, scratch)</source>
        <translation>i、o 或 s（输入、输出、暂存）</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not accepted; it takes %3</source>
        <translation>不接受 %1 &quot;%2&quot;；它接受%3</translation>
    </message>
</context>
<context>
    <name>collviz::core::msccl::Interpreter</name>
    <message>
        <source>%1: depid %2 is not accepted; gpu %3 has thread blocks 0..%4</source>
        <translation>%1：不接受 depid %2；gpu %3 的线程块为 0..%4</translation>
    </message>
    <message>
        <source>%1: deps %2 is not accepted; tb %3 of gpu %4 has steps 0..%5</source>
        <translation>%1：不接受 deps %2；gpu %4 的 tb %3 的步骤为 0..%5</translation>
    </message>
    <message>
        <source>%1 waits for tb %2 step %3, which never signals: no step of tb %2 from %3 on has hasdep=&quot;1&quot;, so the MSCCL runtime would wait for ever</source>
        <translation>%1 等待 tb %2 step %3，但它永远不会发出信号：tb %2 从 step %3 起没有任何步骤带有 hasdep=&quot;1&quot;，因此 MSCCL 运行时会永远等待</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>读取已取消</translation>
    </message>
    <message>
        <source>gpu %1: tbs %2 and %3 both send to gpu %4 on channel %5; MSCCL runs one thread block per peer, direction and channel</source>
        <translation>gpu %1：tb %2 和 tb %3 都在信道 %5 上向 gpu %4 发送；MSCCL 对每个对端、方向和信道只运行一个线程块</translation>
    </message>
    <message>
        <source>gpu %1: tbs %2 and %3 both receive from gpu %4 on channel %5; MSCCL runs one thread block per peer, direction and channel</source>
        <translation>gpu %1：tb %2 和 tb %3 都在信道 %5 上从 gpu %4 接收；MSCCL 对每个对端、方向和信道只运行一个线程块</translation>
    </message>
    <message>
        <source>%1 receives %2 chunks from %3, which sends %4; a send and its receive move as many chunks</source>
        <translation>%1 从 %3 接收 %2 个数据块，而后者发送 %4 个；一次发送与其对应的接收移动的数据块数必须相同</translation>
    </message>
    <message>
        <source>%1 sends to gpu %2 on channel %3, but no receive matches it: gpu %2 receives %4 message(s) from gpu %5 on that channel, and this is send %6</source>
        <translation>%1 在信道 %3 上向 gpu %2 发送，但没有与之匹配的接收：gpu %2 在该信道上从 gpu %5 接收 %4 条消息，而这是第 %6 次发送</translation>
    </message>
    <message>
        <source>%1 receives from gpu %2 on channel %3, but no send matches it: gpu %2 sends %4 message(s) to gpu %5 on that channel, and this is receive %6</source>
        <translation>%1 在信道 %3 上从 gpu %2 接收，但没有与之匹配的发送：gpu %2 在该信道上向 gpu %5 发送 %4 条消息，而这是第 %6 次接收</translation>
    </message>
    <message>
        <source>%1, which waits for </source>
        <translation>%1，后者等待 </translation>
    </message>
    <message>
        <source>%1 waits for itself (a deadlock): it waits for %2it</source>
        <translation>%1 等待它自己（死锁）：它等待 %2它自己</translation>
    </message>
    <message>
        <source>the %1 buffer of gpu %2 has no chunks</source>
        <translation>gpu %2 的%1缓冲区没有数据块</translation>
    </message>
    <message>
        <source>the %1 buffer of gpu %2 has chunks 0..%3</source>
        <translation>gpu %2 的%1缓冲区有数据块 0..%3</translation>
    </message>
    <message>
        <source>%1: %2 %3 with cnt %4 is not accepted; %5</source>
        <translation>%1：不接受 cnt 为 %4 时的 %2 %3；%5</translation>
    </message>
    <message>
        <source>%1: %2 %3 is not accepted; %4</source>
        <translation>%1：不接受 %2 %3；%4</translation>
    </message>
    <message>
        <source>%1 reads %2 chunk %3 of gpu %4 before any step it waits for writes it</source>
        <translation>%1 在它所等待的任何步骤写入 gpu %4 的%2数据块 %3 之前就读取了它</translation>
    </message>
    <message>
        <source>%1 reads %2 chunk %3 of gpu %4, which %5 writes, without waiting for that step (a race: the MSCCL runtime may run them in either order)</source>
        <translation>%1 读取 gpu %4 的%2数据块 %3，而 %5 写入它，却没有等待该步骤（数据竞争：MSCCL 运行时可能以任意顺序运行它们）</translation>
    </message>
    <message>
        <source>%1 reads %2 chunk %3 of gpu %4 before it is there: %5 puts it there in round %6, and step %7 does not wait for that</source>
        <translation>%1 在 gpu %4 的%2数据块 %3 就绪之前就读取了它：%5 在第 %6 轮才把它放到那里，而 step %7 没有等待这一点</translation>
    </message>
    <message>
        <source>%1 adds %2 to %3; a reduction adds up one chunk of every GPU&apos;s input</source>
        <translation>%1 把 %2 加到 %3 上；归约是把每个 GPU 输入中的同一个数据块相加</translation>
    </message>
    <message>
        <source>%1 adds gpu %2&apos;s contribution to chunk %3 twice: it adds %4 to %5</source>
        <translation>%1 把 gpu %2 对数据块 %3 的贡献加了两次：它把 %4 加到 %5 上</translation>
    </message>
    <message>
        <source>gpu %1&apos;s input chunk %2</source>
        <translation>gpu %1 的输入数据块 %2</translation>
    </message>
    <message>
        <source>the sum of chunk %1 over gpus %2</source>
        <translation>gpu %2 上数据块 %1 的和</translation>
    </message>
    <message>
        <source>there from the start</source>
        <translation>从一开始就在那里</translation>
    </message>
    <message>
        <source>written by tb %1 step %2</source>
        <translation>由 tb %1 step %2 写入</translation>
    </message>
    <message>
        <source>%1 is a %2 step, which adds chunks up, but %3 adds nothing up</source>
        <translation>%1 是 %2 步骤，会把数据块相加，但 %3 不做任何相加</translation>
    </message>
    <message>
        <source>%1 sends gpu %2&apos;s input chunk %3, which alltoall keeps at gpu %2 (it is gpu %2&apos;s own)</source>
        <translation>%1 发送 gpu %2 的输入数据块 %3，而 alltoall 会把它留在 gpu %2 上（它属于 gpu %2 自己）</translation>
    </message>
    <message>
        <source>gpu %1 tb %2 step %3 to gpu %4 tb %5 step %6</source>
        <translation>gpu %1 tb %2 step %3 到 gpu %4 tb %5 step %6</translation>
    </message>
    <message>
        <source>gpu %1&apos;s output chunk %2 holds nothing; %3 wants %4 there</source>
        <translation>gpu %1 的输出数据块 %2 中什么也没有；%3 要求那里是 %4</translation>
    </message>
    <message>
        <source>gpu %1&apos;s output chunk %2 holds %3, %4; %5 wants %6 there (gpu %7&apos;s contribution is missing)</source>
        <translation>gpu %1 的输出数据块 %2 中是 %3（%4）；%5 要求那里是 %6（缺少 gpu %7 的贡献）</translation>
    </message>
    <message>
        <source>gpu %1&apos;s output chunk %2 holds %3, %4; %5 wants %6 there</source>
        <translation>gpu %1 的输出数据块 %2 中是 %3（%4）；%5 要求那里是 %6</translation>
    </message>
</context>
<context>
    <name>collviz::core::paje</name>
    <message>
        <source>it records no MPI collective: no rank is ever in %1 (smpirun -trace records each MPI call as a state of its rank)</source>
        <translation>它没有记录任何 MPI 集合操作：没有任何进程处于 %1 中（smpirun -trace 把每次 MPI 调用记录为其进程的一个状态）</translation>
    </message>
    <message>
        <source>it records %1 collectives (%2); CollViz reads a trace of one collective call</source>
        <translation>它记录了 %1 种集合操作（%2）；CollViz 读取的是只含一次集合操作调用的轨迹</translation>
    </message>
    <message>
        <source>its collective is %1, which CollViz does not read from traces; it reads %2, whose messages carry whole blocks (a reduction&apos;s partial sums do not show in a trace)</source>
        <translation>它的集合操作是 %1，CollViz 不从轨迹中读取这种操作；它读取 %2，这些操作的消息携带完整的块（归约的部分和不会出现在轨迹中）</translation>
    </message>
    <message>
        <source>%1 never calls %2; every rank takes part in a collective</source>
        <translation>%1 从未调用 %2；每个进程都要参与集合操作</translation>
    </message>
    <message>
        <source>%1 calls %2 %3 times; CollViz reads a trace of one collective call</source>
        <translation>%1 调用了 %2 %3 次；CollViz 读取的是只含一次集合操作调用的轨迹</translation>
    </message>
    <message>
        <source>link %1 from %2 to %3</source>
        <translation>从 %2 到 %3 的链接 %1</translation>
    </message>
    <message>
        <source>%1 goes from a rank to itself; a message goes from one rank to another</source>
        <translation>%1 从一个进程发往它自己；消息应从一个进程发往另一个进程</translation>
    </message>
    <message>
        <source>no rank sends a message during %1 (record the collective&apos;s own messages with --cfg=tracing/smpi/internals:yes)</source>
        <translation>在 %1 期间没有任何进程发送消息（请用 --cfg=tracing/smpi/internals:yes 记录集合操作自身的消息）</translation>
    </message>
    <message>
        <source>%1 ranks receive and send nothing; a gather&apos;s root is the one rank that only receives</source>
        <translation>有 %1 个进程只接收而不发送；gather 的根是唯一只接收的那个进程</translation>
    </message>
    <message>
        <source>%1 ranks send and receive nothing; the root of a %2 is the one rank that only sends</source>
        <translation>有 %1 个进程只发送而不接收；%2 的根是唯一只发送的那个进程</translation>
    </message>
    <message>
        <source>%1 (at %2 s) carries nothing: %3 holds nothing that %4 lacks; CollViz reads collectives whose messages carry blocks their receivers lack</source>
        <translation>%1（%2 秒时）不携带任何数据：%3 不持有 %4 所缺的任何块；CollViz 读取的集合操作中，每条消息都携带接收方所缺的块</translation>
    </message>
    <message>
        <source>Round %1 of %2 in the trace: %3 message(s).</source>
        <translation>轨迹中的第 %1 轮，共 %2 轮：%3 条消息。</translation>
    </message>
    <message>
        <source>it has %1 ranks, but %2 has %3 processors; choose a network of %1 processors (such as complete:%1 or switch:%1)</source>
        <translation>它有 %1 个进程，但 %2 有 %3 个处理器；请选择有 %1 个处理器的网络（例如 complete:%1 或 switch:%1）</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>读取已取消</translation>
    </message>
    <message>
        <source>this CollViz was built without libpaje, so it cannot read Paje traces</source>
        <translation>此 CollViz 构建时未包含 libpaje，因此无法读取 Paje 轨迹</translation>
    </message>
    <message>
        <source>its definition of %1 ending on line %2 lacks a field that %1 needs (Paje&apos;s Time, Type, Container, Value, Key and the like)</source>
        <translation>它在第 %2 行结束的 %1 定义缺少 %1 需要的字段（Paje 的 Time、Type、Container、Value、Key 等）</translation>
    </message>
    <message>
        <source>a temporary file for libpaje could not be written (%1)</source>
        <translation>无法写入供 libpaje 使用的临时文件（%1）</translation>
    </message>
    <message>
        <source>a link has only one of its ends (%1); every PajeStartLink needs its PajeEndLink with the same key</source>
        <translation>一个链接只有一端（%1）；每个 PajeStartLink 都需要一个 key 相同的 PajeEndLink</translation>
    </message>
    <message>
        <source>libpaje cannot read it: %1</source>
        <translation>libpaje 无法读取它：%1</translation>
    </message>
</context>
<context>
    <name>collviz::core::paje::Collector</name>
    <message>
        <source>it has no rank containers; it takes the containers rank-0, rank-1, ... that SMPI writes for the ranks of an MPI program</source>
        <translation>它没有进程容器；它应包含 SMPI 为 MPI 程序的各进程写出的容器 rank-0、rank-1、...</translation>
    </message>
    <message>
        <source>its rank containers are not numbered 0 .. %1 (rank-%2 is missing); each rank takes one container rank-K</source>
        <translation>它的进程容器没有按 0 .. %1 编号（缺少 rank-%2）；每个进程对应一个容器 rank-K</translation>
    </message>
</context>
<context>
    <name>collviz::core::report</name>
    <message>
        <source>rounds:       </source>
        <translation>轮数：        </translation>
    </message>
    <message>
        <source>   (source: </source>
        <translation>   (原文：</translation>
    </message>
    <message>
        <source>time:         </source>
        <translation>时间：        </translation>
    </message>
    <message>
        <source>formula:      </source>
        <translation>公式：        </translation>
    </message>
    <message>
        <source>              differs because </source>
        <translation>              不同，因为</translation>
    </message>
    <message>
        <source>lower bound:  </source>
        <translation>下界：        </translation>
    </message>
    <message>
        <source>max link load: </source>
        <translation>最大链路负载： </translation>
    </message>
    <message>
        <source>  (contention)</source>
        <translation>  （竞争）</translation>
    </message>
    <message>
        <source>delivered:    </source>
        <translation>已投递：      </translation>
    </message>
    <message>
        <source>verified:     </source>
        <translation>已验证：      </translation>
    </message>
    <message>
        <source>violations:   </source>
        <translation>违规：        </translation>
    </message>
    <message>
        <source> more</source>
        <translation> 条未列出</translation>
    </message>
    <message>
        <source>operation:   </source>
        <translation>操作：       </translation>
    </message>
    <message>
        <source>topologies:  </source>
        <translation>拓扑：       </translation>
    </message>
    <message>
        <source>model:       </source>
        <translation>模型：       </translation>
    </message>
    <message>
        <source>source:      </source>
        <translation>来源：       </translation>
    </message>
    <message>
        <source>formula:     </source>
        <translation>公式：       </translation>
    </message>
    <message>
        <source>lower bound: </source>
        <translation>下界：       </translation>
    </message>
    <message>
        <source>             (like every formula of the sources it leaves out the per-hop time t_h, which the engine charges)
</source>
        <translation>             （与原文的所有公式一样，它忽略了每跳时间 t_h，而引擎会计入）
</translation>
    </message>
    <message>
        <source>             (for the natural model; &apos;run --model&apos; shows the bound derived for another)
</source>
        <translation>             （针对自然模型；“run --model”显示为其他模型推导的下界）
</translation>
    </message>
    <message>
        <source>time / bound: </source>
        <translation>时间 / 下界： </translation>
    </message>
    <message>
        <source>             (it charges the per-hop time t_h, as the engine does)
</source>
        <translation>             （它计入每跳时间 t_h，与引擎相同）
</translation>
    </message>
</context>
<context>
    <name>collviz::core::rules</name>
    <message>
        <source>channel %1→%2 already carries a message this round</source>
        <translation>信道 %1→%2 本轮已在传送一条消息</translation>
    </message>
    <message>
        <source>link %1–%2 already carries a message this round</source>
        <translation>链路 %1–%2 本轮已在传送一条消息</translation>
    </message>
</context>
<context>
    <name>collviz::core::scheduledocument</name>
    <message>
        <source>&quot;sf&quot; or &quot;wh&quot;</source>
        <translation>&quot;sf&quot; 或 &quot;wh&quot;</translation>
    </message>
    <message>
        <source>&quot;all&quot; or</source>
        <translation>&quot;all&quot; 或</translation>
    </message>
    <message>
        <source>&quot;full&quot; or &quot;half&quot;</source>
        <translation>&quot;full&quot; 或 &quot;half&quot;</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>一个 JSON 对象</translation>
    </message>
    <message>
        <source>a tag</source>
        <translation>一个标签</translation>
    </message>
    <message>
        <source>a packet object {&quot;id&quot;, &quot;origin&quot;, &quot;dest&quot;, &quot;size&quot;}</source>
        <translation>一个数据包对象 {&quot;id&quot;, &quot;origin&quot;, &quot;dest&quot;, &quot;size&quot;}</translation>
    </message>
    <message>
        <source>a processor</source>
        <translation>一个处理器</translation>
    </message>
    <message>
        <source>a packet id</source>
        <translation>一个数据包编号</translation>
    </message>
    <message>
        <source>a reduction item</source>
        <translation>一个归约项</translation>
    </message>
    <message>
        <source>it is not a JSON object (%1 at offset %2); it takes one collviz-schedule/1 document, as &apos;collviz-cli run --format json&apos; writes</source>
        <translation>它不是 JSON 对象（%1，位于偏移 %2）；它接受一个 collviz-schedule/1 文档，即“collviz-cli run --format json”所写的内容</translation>
    </message>
    <message>
        <source>another JSON value</source>
        <translation>另一种 JSON 值</translation>
    </message>
    <message>
        <source>format %1 is not accepted; it takes &quot;collviz-schedule/1&quot; (a newer CollViz may have written this file)</source>
        <translation>不接受格式 %1；它接受 &quot;collviz-schedule/1&quot;（此文件可能由更新版本的 CollViz 写成）</translation>
    </message>
    <message>
        <source>operation %1 is not accepted; %2 performs &quot;%3&quot;</source>
        <translation>不接受 operation %1；%2 执行的是 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1, the vertices of %2</source>
        <translation>%1，即 %2 的顶点数</translation>
    </message>
    <message>
        <source>a shift distance</source>
        <translation>一个移位距离</translation>
    </message>
    <message>
        <source>0 here (no shift)</source>
        <translation>此处为 0（无移位）</translation>
    </message>
    <message>
        <source>%1 on %2 needs more memory than this process can still get; choose a smaller topology</source>
        <translation>%2 上的 %1 需要的内存超过本进程还能获得的内存；请选择更小的拓扑</translation>
    </message>
    <message>
        <source>params.order is not the ring order %1 uses on %2</source>
        <translation>params.order 不是 %1 在 %2 上使用的环序</translation>
    </message>
    <message>
        <source>packets has %1 entries; %2 on %3 starts with %4 packets</source>
        <translation>packets 有 %1 项；%3 上的 %2 开始时有 %4 个数据包</translation>
    </message>
    <message>
        <source>%1, the packet&apos;s index in the list</source>
        <translation>%1，即该数据包在列表中的下标</translation>
    </message>
    <message>
        <source>%1 is not what %2 on %3 starts with: %4</source>
        <translation>%1 不是 %3 上 %2 开始时的内容：%4</translation>
    </message>
    <message>
        <source>initial has %1 buffers; it takes one per vertex of %2 (%3)</source>
        <translation>initial 有 %1 个缓冲区；它要求 %2 的每个顶点一个（%3）</translation>
    </message>
    <message>
        <source>%1 is not what vertex %2 holds at the start of %3</source>
        <translation>%1 不是 %3 开始时顶点 %2 持有的内容</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>读取已取消</translation>
    </message>
    <message>
        <source>a round object {&quot;transfers&quot;: [...]}</source>
        <translation>一个轮对象 {&quot;transfers&quot;: [...]}</translation>
    </message>
    <message>
        <source>a transfer object {&quot;src&quot;, &quot;dst&quot;, &quot;path&quot;, &quot;packets&quot;}</source>
        <translation>一个传输对象 {&quot;src&quot;, &quot;dst&quot;, &quot;path&quot;, &quot;packets&quot;}</translation>
    </message>
    <message>
        <source>a vertex of %1</source>
        <translation>%1 的一个顶点</translation>
    </message>
    <message>
        <source>%1 is empty; a transfer carries at least one packet</source>
        <translation>%1 为空；一次传输至少携带一个数据包</translation>
    </message>
    <message>
        <source>a combine object {&quot;node&quot;, &quot;inputs&quot;, &quot;output&quot;}</source>
        <translation>一个合并对象 {&quot;node&quot;, &quot;inputs&quot;, &quot;output&quot;}</translation>
    </message>
    <message>
        <source>a packet that exists before this combine</source>
        <translation>一个在此合并之前已存在的数据包</translation>
    </message>
    <message>
        <source>%1 is empty; a combine adds up at least one partial sum</source>
        <translation>%1 为空；一次合并至少相加一个部分和</translation>
    </message>
    <message>
        <source>%1 adds up packets that are not partial sums of one item</source>
        <translation>%1 相加的数据包不是同一项的部分和</translation>
    </message>
    <message>
        <source>%1, the next packet id</source>
        <translation>%1，即下一个数据包编号</translation>
    </message>
    <message>
        <source>packets[%1] is not the partial sum that %2 makes: %3</source>
        <translation>packets[%1] 不是 %2 产生的部分和：%3</translation>
    </message>
    <message>
        <source>a JSON string</source>
        <translation>一个 JSON 字符串</translation>
    </message>
    <message>
        <source>packets has %1 entries, but the initial packets and the combines make %2</source>
        <translation>packets 有 %1 项，但初始数据包和合并产生 %2 项</translation>
    </message>
    <message>
        <source>packets[%1].contributors is not what %2 starts with</source>
        <translation>packets[%1].contributors 不是 %2 开始时的内容</translation>
    </message>
    <message>
        <source>member &apos;%1&apos; is given twice; give it once</source>
        <translation>成员“%1”出现了两次；只能给出一次</translation>
    </message>
    <message>
        <source>%1 names packet %2 more than once; a transfer carries each packet once</source>
        <translation>%1 多次列出数据包 %2；一次传输每个数据包只携带一次</translation>
    </message>
    <message>
        <source>operation %1 is not accepted; it takes one of %2</source>
        <translation>不接受操作 %1；可用的操作为 %2</translation>
    </message>
    <message>
        <source>params.order lists %1 processors; it takes each of the %2 processors of %3 once</source>
        <translation>params.order 列出了 %1 个处理器；它应当恰好列出 %3 的 %2 个处理器各一次</translation>
    </message>
</context>
<context>
    <name>collviz::core::scheduledocument::Reader</name>
    <message>
        <source>%1 %2 is not accepted; it takes %3</source>
        <translation>不接受 %1 %2；它接受%3</translation>
    </message>
    <message>
        <source>%1 is missing; it takes %2</source>
        <translation>缺少 %1；它需要%2</translation>
    </message>
    <message>
        <source>%1 is not part of %2; accepted: %3</source>
        <translation>%1 不是%2的一部分；可接受：%3</translation>
    </message>
    <message>
        <source>a schedule document</source>
        <translation>调度文档</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>一个 JSON 对象</translation>
    </message>
    <message>
        <source>a JSON array</source>
        <translation>一个 JSON 数组</translation>
    </message>
    <message>
        <source>a JSON string</source>
        <translation>一个 JSON 字符串</translation>
    </message>
    <message>
        <source>a non-empty JSON string</source>
        <translation>一个非空 JSON 字符串</translation>
    </message>
    <message>
        <source>%1, a whole number %2..%3</source>
        <translation>%1，%2..%3 的整数</translation>
    </message>
    <message>
        <source>a JSON number &gt; 0 and at most 1e12</source>
        <translation>一个大于 0 且至多 1e12 的 JSON 数</translation>
    </message>
    <message>
        <source>a JSON number &gt;= 0 and at most 1e12</source>
        <translation>一个不小于 0 且至多 1e12 的 JSON 数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
</context>
<context>
    <name>collviz::core::simgrid</name>
    <message>
        <source>there is no timed run to export for SimGrid</source>
        <translation>没有可导出给 SimGrid 的已计时运行</translation>
    </message>
    <message>
        <source>SimGrid links need a finite bandwidth, 1/t_w, so t_w = 0 cannot be replayed; give --tw above 0</source>
        <translation>SimGrid 链路需要有限带宽 1/t_w，因此 t_w = 0 无法回放；请给出大于 0 的 --tw</translation>
    </message>
    <message>
        <source>round %1 has a transfer from %2 to %3 that the engine could not time (its path is no walk between processors), so SimGrid cannot replay it</source>
        <translation>第 %1 轮有一次从 %2 到 %3 的传输，引擎无法为其计时（其路径不是处理器之间的通路），因此 SimGrid 无法回放</translation>
    </message>
    <message>
        <source>SimGrid&apos;s messages are flows that occupy their whole route at once, so store-and-forward messages over several hops (round %1: %2 to %3, %4 hops) cannot be replayed; export the same schedule as a wormhole what-if (--model wh) or choose one whose transfers go to neighbours</source>
        <translation>SimGrid 的消息是同时占用整条路由的流，因此多跳的存储转发消息（第 %1 轮：%2 到 %3，%4 跳）无法回放；请把同一调度作为虫孔路由假设情形（--model wh）导出，或选择传输只到邻居的调度</translation>
    </message>
    <message>
        <source>a SimGrid platform has one route per pair of hosts, but the schedule sends from %1 to %2 along two different paths (rounds %3 and %4)</source>
        <translation>SimGrid 平台每对主机只有一条路由，但该调度从 %1 到 %2 使用了两条不同路径（第 %3 轮和第 %4 轮）</translation>
    </message>
    <message>
        <source>cannot write the SimGrid files into &apos;%1&apos;: it is a file, not a directory</source>
        <translation>无法把 SimGrid 文件写入“%1”：它是文件，不是目录</translation>
    </message>
    <message>
        <source>cannot create the directory &apos;%1&apos;</source>
        <translation>无法创建目录“%1”</translation>
    </message>
    <message>
        <source>cannot write into the directory &apos;%1&apos; (%2)</source>
        <translation>无法写入目录“%1”（%2）</translation>
    </message>
    <message>
        <source>cannot write the SimGrid files into &apos;%1&apos; (%2); the files there before are unchanged</source>
        <translation>无法将 SimGrid 文件写入“%1”（%2）；原有文件保持不变</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;</source>
        <translation>无法写入“%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no name of a SimGrid implementation: SMPI&apos;s names are letters, digits and &apos;_&apos;, such as bruck, binomial_tree or NTSLR</source>
        <translation>“%1”不是 SimGrid 实现的名称：SMPI 的名称由字母、数字和“_”组成，例如 bruck、binomial_tree 或 NTSLR</translation>
    </message>
    <message>
        <source>SimGrid&apos;s replay runs its own implementations of broadcast, reduce, allgather, alltoall and allreduce only, not of %1</source>
        <translation>SimGrid 的回放只运行它自己的 broadcast、reduce、allgather、alltoall 和 allreduce 实现，不支持 %1</translation>
    </message>
    <message>
        <source>SimGrid&apos;s replay of a reduction charges no time for combining, so its implementations can only be compared at t_c = 0, not at t_c = %1</source>
        <translation>SimGrid 对归约的回放不计合并时间，因此只能在 t_c = 0 时比较它的实现，不能在 t_c = %1 时比较</translation>
    </message>
    <message>
        <source>SimGrid&apos;s messages are flows that occupy their whole route at once, so its implementations cannot run store-and-forward over routes of several hops (%1 to %2: %3 hops); compare under wormhole routing (--model wh)</source>
        <translation>SimGrid 的消息是同时占用整条路由的流，因此它的实现无法在多跳路由上以存储转发方式运行（%1 到 %2：%3 跳）；请在虫孔路由下比较（--model wh）</translation>
    </message>
    <message>
        <source>m = %1 words make %2 bytes per block, which SimGrid&apos;s implementations cannot count (from 1 to %3 bytes for all %4 processors); choose a smaller m</source>
        <translation>m = %1 个字意味着每个块 %2 字节，SimGrid 的实现无法计数（%4 个处理器时可接受 1 到 %3 字节）；请选择更小的 m</translation>
    </message>
    <message>
        <source>the replay for SimGrid charges no time for combining, so a reduction with t_c = %1 cannot be replayed; give --tc 0</source>
        <translation>为 SimGrid 做的回放不计合并时间，因此 t_c = %1 的归约无法回放；请给出 --tc 0</translation>
    </message>
</context>
<context>
    <name>collviz::core::tadt</name>
    <message>
        <source>arc %1 is not a link of the topology in that direction at a level &gt;= 1</source>
        <translation>弧 %1 在 &gt;= 1 的层上不是拓扑中该方向的链路</translation>
    </message>
    <message>
        <source>arc %1 leaves a node the tree has not reached before that level</source>
        <translation>弧 %1 离开的节点在该层之前尚未被树到达</translation>
    </message>
    <message>
        <source>arc %1 reaches a node the tree already reached</source>
        <translation>弧 %1 到达的节点已被树到达</translation>
    </message>
    <message>
        <source>node %1 is not reached</source>
        <translation>节点 %1 未被到达</translation>
    </message>
    <message>
        <source>two arcs of level %1 run along dimension %2, e.g. %3</source>
        <translation>第 %1 层的两条弧沿第 %2 维，例如 %3</translation>
    </message>
    <message>
        <source>two arcs of level %1 run in direction %2, e.g. %3</source>
        <translation>第 %1 层的两条弧沿方向 %2，例如 %3</translation>
    </message>
    <message>
        <source>the arcs of every level run along distinct dimensions</source>
        <translation>每一层的弧沿各不相同的维</translation>
    </message>
    <message>
        <source>the arcs of every level run in distinct directions</source>
        <translation>每一层的弧沿各不相同的方向</translation>
    </message>
    <message>
        <source>the tree of node %1 has arc %2, which is not a link</source>
        <translation>节点 %1 的树含有弧 %2，它不是链路</translation>
    </message>
    <message>
        <source>in round %1 the trees of nodes %2 and %3 both use channel %4 -&gt; %5</source>
        <translation>在第 %1 轮中，节点 %2 和 %3 的树都使用了信道 %4 -&gt; %5</translation>
    </message>
    <message>
        <source>%1 channel uses by the %2 translated trees in %3 rounds, no channel twice in a round</source>
        <translation>%2 棵平移树在 %3 轮中共使用信道 %1 次，每轮中没有信道被使用两次</translation>
    </message>
    <message>
        <source>Generic time-arc-disjoint tree of %1, rooted at node 0 (seed 002)
</source>
        <translation>%1 的通用时间弧不相交树，根为节点 0（种子文献 002）
</translation>
    </message>
    <message>
        <source>  level %1: %2
</source>
        <translation>  第 %1 层：%2
</translation>
    </message>
    <message>
        <source>Height: %1 rounds, %2 arcs
</source>
        <translation>高度：%1 轮，%2 条弧
</translation>
    </message>
    <message>
        <source>Lemma 8 bound: %1 rounds, %1 (t_s + t_w m) (ceil((N - 1)/k), k = the node degree): %2
</source>
        <translation>引理 8 的界：%1 轮，%1 (t_s + t_w m)（ceil((N - 1)/k)，k = 节点度）：%2
</translation>
    </message>
    <message>
        <source>met</source>
        <translation>达到</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Spanning tree</source>
        <translation>生成树</translation>
    </message>
    <message>
        <source>Lemma 11 (distinct directions per level)</source>
        <translation>引理 11（每层方向各不相同）</translation>
    </message>
    <message>
        <source>Corollary 10 (contention-free by translation)</source>
        <translation>推论 10（平移后无竞争）</translation>
    </message>
    <message>
        <source>the tree spans all %1 nodes from node %2</source>
        <translation>该树从节点 %2 出发覆盖全部 %1 个节点</translation>
    </message>
    <message>
        <source>the tree of node 0 has arc %1 at a level below 1</source>
        <translation>节点 0 的树在低于 1 的层上含有弧 %1</translation>
    </message>
    <message>
        <source>the tree of node %1 has arc %2 at a level below 1</source>
        <translation>节点 %1 的树在低于 1 的层上含有弧 %2</translation>
    </message>
    <message>
        <source>%1 channel uses by the %2 trees in %3 rounds, no channel twice in a round</source>
        <translation>%2 棵树在 %3 轮中共使用信道 %1 次，每轮中没有信道被使用两次</translation>
    </message>
    <message>
        <source>seed 002&apos;s four rotations of a snake through a quarter of the torus</source>
        <translation>种子文献 002 的经过环面四分之一的蛇形路径的四个旋转</translation>
    </message>
    <message>
        <source>six images of a 3D snake under the rotoreflection g(x, y, z) = (-z, -x, -y), the diagonal nodes (a, a, a) three orbits a level at the end</source>
        <translation>三维蛇形路径在旋转反射 g(x, y, z) = (-z, -x, -y) 下的六个像，对角节点 (a, a, a) 放在最后，每层三个轨道</translation>
    </message>
    <message>
        <source>a generic tree found by the engine&apos;s level-by-level search</source>
        <translation>由引擎逐层搜索找到的通用树</translation>
    </message>
    <message>
        <source>one tree per node found jointly by the engine&apos;s round-by-round search</source>
        <translation>由引擎逐轮搜索联合找到的每节点一棵树</translation>
    </message>
    <message>
        <source>%1 is too large for the search for time-arc-disjoint trees: it %2 the work limit of %3 steps (examined arcs or packets); accepted are the sizes whose search ends within it, e.g. torus:70x70, torus:12x12x12, hypercube:11, mesh:19x19, mesh:7x7x7, linear:300 (square 2D and cube 3D tori of odd side need no search)</source>
        <translation>%1 对于时间弧不相交树的搜索来说太大：它%2 %3 步的工作量上限（检查的弧或数据包）；可接受的是搜索能在该上限内结束的规模，例如 torus:70x70、torus:12x12x12、hypercube:11、mesh:19x19、mesh:7x7x7、linear:300（奇数边长的正方形二维环面和立方三维环面无需搜索）</translation>
    </message>
    <message>
        <source>ran into</source>
        <translation>达到了</translation>
    </message>
    <message>
        <source>would need more than</source>
        <translation>将需要超过</translation>
    </message>
    <message>
        <source>time-arc-disjoint trees are built on tori, rings, hypercubes, meshes and linear arrays, not on %1: its processors are leaves behind switches</source>
        <translation>时间弧不相交树构造于环面、环、超立方体、网格和线性阵列上，不能构造于 %1 上：它的处理器是交换机后面的叶子</translation>
    </message>
    <message>
        <source>each of the %1 trees spans all %1 nodes from its root</source>
        <translation>%1 棵树中的每一棵都从其根出发覆盖全部 %1 个节点</translation>
    </message>
    <message>
        <source>does not apply: %1 is not vertex-symmetric, so every node has its own tree and Corollary 10 is checked on the trees themselves</source>
        <translation>不适用：%1 不是顶点对称的，因此每个节点都有自己的树，推论 10 直接在这些树上检查</translation>
    </message>
    <message>
        <source>Time-arc-disjoint trees of %1, one per node (seed 002; not vertex-symmetric, so no translation)
</source>
        <translation>%1 的时间弧不相交树，每个节点一棵（种子文献 002；不是顶点对称的，因此没有平移）
</translation>
    </message>
    <message>
        <source>Tree of node %1:
</source>
        <translation>节点 %1 的树：
</translation>
    </message>
    <message>
        <source>Height: %1 rounds, %2 trees of %3 arcs
</source>
        <translation>高度：%1 轮，%2 棵树，每棵 %3 条弧
</translation>
    </message>
    <message>
        <source>Found by: %1</source>
        <translation>找到方式：%1</translation>
    </message>
    <message>
        <source> (%1 steps of the limit %2; starts: %3)</source>
        <translation>（用了上限 %2 中的 %1 步；起点：%3）</translation>
    </message>
    <message>
        <source>not met (height %1)</source>
        <translation>未达到（高度 %1）</translation>
    </message>
    <message>
        <source>Lemma 8 bound: %1 rounds, %1 (t_s + t_w m) (the largest ceil((N - 1)/deg v)): %2
</source>
        <translation>引理 8 的界：%1 轮，%1 (t_s + t_w m)（最大的 ceil((N - 1)/deg v)）：%2
</translation>
    </message>
    <message>
        <source>Spanning trees</source>
        <translation>生成树</translation>
    </message>
    <message>
        <source>Corollary 10 (contention-free, checked on every tree)</source>
        <translation>推论 10（无竞争，在每棵树上检查）</translation>
    </message>
    <message>
        <source>time-arc-disjoint trees are built on tori, rings, hypercubes, meshes and linear arrays, not on %1</source>
        <translation>时间弧不相交树构造于环面、环、超立方体、网格和线性阵列上，不能构造于 %1 上</translation>
    </message>
</context>
<context>
    <name>collviz::core::userfiles</name>
    <message>
        <source>it is a directory</source>
        <translation>它是一个目录</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, FIFO or socket)</source>
        <translation>它不是普通文件（而是设备、FIFO 或套接字）</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>the %1 is named &apos;&apos;, which names no file; give a file, or - for standard input</source>
        <translation>%1 的名称为 &apos;&apos;，未指定任何文件；请给出文件，或用 - 表示标准输入</translation>
    </message>
    <message>
        <source>cannot read standard input (%1)</source>
        <translation>无法读取标准输入（%1）</translation>
    </message>
    <message>
        <source>cannot read %1: %2; give a regular file, or - for standard input</source>
        <translation>无法读取 %1：%2；请给出普通文件，或用 - 表示标准输入</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most CollViz reads for it</source>
        <translation>%1 大于 %2 MiB，超出 CollViz 对它读取的上限</translation>
    </message>
    <message>
        <source>cannot read %1 (%2)</source>
        <translation>无法读取 %1（%2）</translation>
    </message>
    <message>
        <source>the output is named &apos;&apos;, which names no file; give a file, or - for standard output</source>
        <translation>输出的名称为 &apos;&apos;，未指定任何文件；请给出文件，或用 - 表示标准输出</translation>
    </message>
    <message>
        <source>cannot write %1: %2; only regular files and - (standard output) are written</source>
        <translation>无法写入 %1：%2；只写入普通文件和 -（标准输出）</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>无法写入标准输出</translation>
    </message>
    <message>
        <source>it was not opened</source>
        <translation>它未被打开</translation>
    </message>
    <message>
        <source>cannot write %1 (%2); the file there before is unchanged</source>
        <translation>无法写入 %1（%2）；原有文件保持不变</translation>
    </message>
    <message>
        <source>cannot write %1 (%2); nothing was written</source>
        <translation>无法写入 %1（%2）；未写入任何内容</translation>
    </message>
    <message>
        <source>cannot write to standard output (%1)</source>
        <translation>无法写入标准输出（%1）</translation>
    </message>
    <message>
        <source>the %1 is named &apos;&apos;, which names no file; give a file</source>
        <translation>%1 的名称为 &apos;&apos;，未指定任何文件；请给出文件</translation>
    </message>
    <message>
        <source>cannot read %1: %2; give a regular file</source>
        <translation>无法读取 %1：%2；请给出普通文件</translation>
    </message>
</context>
<context>
    <name>collviz::views</name>
    <message>
        <source>the run has no rounds to animate</source>
        <translation>该运行没有可以制作动画的轮次</translation>
    </message>
    <message>
        <source>rounds %1 to %2 are not a range of the run&apos;s rounds 1 to %3</source>
        <translation>第 %1 到 %2 轮不是该运行第 1 到 %3 轮中的范围</translation>
    </message>
    <message>
        <source>cannot write %1: MP4 and WebM are made by the ffmpeg program, which is not installed (Debian: apt-get install ffmpeg); GIF and PNG frames need nothing else</source>
        <translation>无法写入 %1：MP4 和 WebM 由 ffmpeg 程序生成，但它没有安装（Debian：apt-get install ffmpeg）；GIF 和 PNG 帧不需要其他程序</translation>
    </message>
    <message>
        <source>cannot write %1: a picture of %2x%3 pixels is more than CollViz paints (%4 million pixels); choose a smaller --size or --dpi</source>
        <translation>无法写入 %1：%2x%3 像素的图像超出 CollViz 绘制的上限（%4 百万像素）；请选择更小的 --size 或 --dpi</translation>
    </message>
    <message>
        <source>cannot write %1: there is not enough memory for a picture of %2x%3 pixels; choose a smaller --size or --dpi</source>
        <translation>无法写入 %1：内存不足以容纳 %2x%3 像素的图像；请选择更小的 --size 或 --dpi</translation>
    </message>
    <message>
        <source>%1 (%2) on %3</source>
        <translation>%3 上的 %1（%2）</translation>
    </message>
    <message>
        <source>A schedule of %1 on %2</source>
        <translation>%2 上的 %1 调度</translation>
    </message>
    <message>
        <source>cannot write %1: one page per round is written as %2 only</source>
        <translation>无法写入 %1：每轮一页只能写成 %2</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>LaTeX, booktabs (*.tex)</source>
        <translation>LaTeX，booktabs (*.tex)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>MP4 video, needs ffmpeg (*.mp4)</source>
        <translation>MP4 视频，需要 ffmpeg (*.mp4)</translation>
    </message>
    <message>
        <source>WebM video, needs ffmpeg (*.webm)</source>
        <translation>WebM 视频，需要 ffmpeg (*.webm)</translation>
    </message>
</context>
<context>
    <name>collviz::views::About</name>
    <message>
        <source>built with %1</source>
        <translation>编译时使用 %1</translation>
    </message>
    <message>
        <source>CollViz %1</source>
        <translation>CollViz %1</translation>
    </message>
    <message>
        <source>Collective communication on interconnection networks, step by step: the engine runs each algorithm round by round, checks its schedule and times it beside the source&apos;s formula.</source>
        <translation>互连网络上的集合通信，一步一步地展示：引擎逐轮运行每个算法，检查其调度，并把其时间与原文的公式并列给出。</translation>
    </message>
    <message>
        <source>Licence: %1. CollViz is free software: you may redistribute it and modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY; the LICENSE file that comes with it has the terms.</source>
        <translation>许可证：%1。CollViz 是自由软件：您可以依据 GNU 通用公共许可证（GNU General Public License）第 3 版或（由您选择）任何更新版本的条款重新分发和修改它。它不提供任何担保；条款见随附的 LICENSE 文件。</translation>
    </message>
    <message>
        <source>The algorithms, their formulas and their tables come from five source documents:</source>
        <translation>算法及其公式和表格来自五份原始文献：</translation>
    </message>
    <message>
        <source>Built with: %1.</source>
        <translation>构建所用的库：%1。</translation>
    </message>
    <message>
        <source>About CollViz</source>
        <translation>关于 CollViz</translation>
    </message>
    <message>
        <source>and, for the algorithms for any number of processors and today&apos;s networks, from these papers:</source>
        <translation>对于适用于任意处理器数和当今网络的算法，还来自以下论文：</translation>
    </message>
</context>
<context>
    <name>collviz::views::AnimationFrames</name>
    <message>
        <source>frames per round must be 1..240 and seconds per round above 0</source>
        <translation>每轮帧数必须为 1..240，每轮秒数必须大于 0</translation>
    </message>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>导出已取消；没有写入任何内容</translation>
    </message>
</context>
<context>
    <name>collviz::views::Autosave</name>
    <message>
        <source>Restore session</source>
        <translation>恢复会话</translation>
    </message>
    <message>
        <source>Restore the unsaved session from %1?</source>
        <translation>恢复 %1 时未保存的会话吗？</translation>
    </message>
    <message>
        <source>CollViz did not close cleanly last time; its setup, round and views were saved automatically.</source>
        <translation>CollViz 上次没有正常关闭；它的设置、轮次和视图已自动保存。</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>Cannot autosave: %1</source>
        <translation>无法自动保存：%1</translation>
    </message>
    <message>
        <source>%1 The file is kept as %2.</source>
        <translation>%1 该文件保留为 %2。</translation>
    </message>
    <message>
        <source>%1 The file is kept as %2; nothing is autosaved until it is moved.</source>
        <translation>%1 该文件保留为 %2；在移走它之前不会自动保存。</translation>
    </message>
</context>
<context>
    <name>collviz::views::BatchExport</name>
    <message>
        <source>--%1 &apos;%2&apos; is not accepted; %3</source>
        <translation>不接受 --%1“%2”；%3</translation>
    </message>
    <message>
        <source>use rounds (the per-round results) or schedule (the source&apos;s schedule table)</source>
        <translation>请使用 rounds（每轮结果）或 schedule（原文的调度表）</translation>
    </message>
    <message>
        <source>use a round R (0 = the initial state), a range A-B with A &lt;= B, or all</source>
        <translation>请使用轮次 R（0 = 初始状态）、范围 A-B（A &lt;= B）或 all</translation>
    </message>
    <message>
        <source>give the file to write</source>
        <translation>请给出要写入的文件</translation>
    </message>
    <message>
        <source>use %1</source>
        <translation>请使用 %1</translation>
    </message>
    <message>
        <source>use WxH in pixels, each 64..%1, e.g. 1200x900</source>
        <translation>请使用以像素为单位的 WxH，各为 64..%1，例如 1200x900</translation>
    </message>
    <message>
        <source>use a whole number 24..1200 (96 = screen size)</source>
        <translation>请使用整数 24..1200（96 = 屏幕尺寸）</translation>
    </message>
    <message>
        <source>use a whole number 1..240</source>
        <translation>请使用整数 1..240</translation>
    </message>
    <message>
        <source>use a plain decimal number 0.05..600, e.g. 1.5</source>
        <translation>请使用普通十进制数 0.05..600，例如 1.5</translation>
    </message>
    <message>
        <source>use a plain decimal number 0..1 (no sign), e.g. 0.5</source>
        <translation>请使用普通十进制数 0..1（不带符号），例如 0.5</translation>
    </message>
    <message>
        <source>use colour or mono (black and white for handouts)</source>
        <translation>请使用 colour 或 mono（讲义用黑白）</translation>
    </message>
    <message>
        <source>--%1 is not an export option</source>
        <translation>--%1 不是导出选项</translation>
    </message>
    <message>
        <source>a name without a suffix</source>
        <translation>没有后缀的名称</translation>
    </message>
    <message>
        <source>export needs --out PATH, the file to write (its suffix names the format)</source>
        <translation>export 需要 --out PATH，即要写入的文件（其后缀决定格式）</translation>
    </message>
    <message>
        <source>there is no result to export</source>
        <translation>没有可导出的结果</translation>
    </message>
    <message>
        <source>--round does not apply to a table: it lists every round</source>
        <translation>--round 不适用于表格：表格列出每一轮</translation>
    </message>
    <message>
        <source>the network is written as %1, not %2</source>
        <translation>网络写成 %1，而不是 %2</translation>
    </message>
    <message>
        <source>%1 shows one round: give --round R (0 = the initial state, 1..%2)%3</source>
        <translation>%1 只显示一轮：请给出 --round R（0 = 初始状态，1..%2）%3</translation>
    </message>
    <message>
        <source>, or a range A-B or all</source>
        <translation>，或范围 A-B 或 all</translation>
    </message>
    <message>
        <source>--round %1 is beyond the run&apos;s %2 rounds (0 = the initial state, 1..%2)</source>
        <translation>--round %1 超出了该运行的 %2 轮（0 = 初始状态，1..%2）</translation>
    </message>
    <message>
        <source>a TikZ figure shows one round; give --round R, or use --format beamer for all rounds</source>
        <translation>TikZ 图只显示一轮；请给出 --round R，或用 --format beamer 输出所有轮次</translation>
    </message>
    <message>
        <source>a Beamer file has one overlay per round of the whole run; leave out --round or give all</source>
        <translation>Beamer 文件对整个运行的每一轮各有一个叠层；请省略 --round 或给出 all</translation>
    </message>
    <message>
        <source>an animation shows rounds 1..%1; round 0 is the initial state, which does not move</source>
        <translation>动画显示第 1..%1 轮；第 0 轮是初始状态，不会移动</translation>
    </message>
    <message>
        <source>--format simgrid writes several files: give --out DIR, a directory</source>
        <translation>--format simgrid 会写出多个文件：请给出 --out DIR（一个目录）</translation>
    </message>
    <message>
        <source>--format simgrid writes the whole run into the directory --out; leave out --what and --round</source>
        <translation>--format simgrid 把整个运行写入 --out 目录；请去掉 --what 和 --round</translation>
    </message>
    <message>
        <source>the cost chart is written as png, svg, pdf (the chart) or csv, latex, md (its sweep), not %1</source>
        <translation>成本图可写成 png、svg、pdf（图表）或 csv、latex、md（其扫描数据），不能写成 %1</translation>
    </message>
    <message>
        <source>--what %1 is written as png, svg or pdf, not %2</source>
        <translation>--what %1 只能写成 png、svg 或 pdf，不能写成 %2</translation>
    </message>
    <message>
        <source>--what %1 shows one moment: give one --round R, not a range</source>
        <translation>--what %1 只显示一个时刻：请给出一个 --round R，而不是范围</translation>
    </message>
    <message>
        <source>the data matrix shows one round: give --round R (0 = the initial state, 1..%1)</source>
        <translation>数据矩阵只显示一轮：请给出 --round R（0 = 初始状态，1..%1）</translation>
    </message>
    <message>
        <source>--format %1 writes .%2 files, but --out &apos;%3&apos; ends in &apos;.%4&apos;; name the file *.%2</source>
        <translation>--format %1 写入 .%2 文件，但 --out“%3”以“.%4”结尾；请将文件命名为 *.%2</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2 is not a format collviz-cli writes; accepted: %3</source>
        <translation>无法写入“%1”：%2 不是 collviz-cli 能写的格式；可接受：%3</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>or --format %1 for a .%2 file</source>
        <translation>或对 .%2 文件使用 --format %1</translation>
    </message>
    <message>
        <source>a table is written as %1, not %2</source>
        <translation>表格写成 %1，而不是 %2</translation>
    </message>
    <message>
        <source>%1 shows one round; give --round R, or use %2 for a range of rounds</source>
        <translation>%1 只显示一轮；请给出 --round R，或对多轮范围使用 %2</translation>
    </message>
    <message>
        <source>the cost chart</source>
        <translation>成本图</translation>
    </message>
    <message>
        <source>the TADT levels</source>
        <translation>TADT 层次</translation>
    </message>
    <message>
        <source>the Hamiltonian cycles</source>
        <translation>哈密顿环</translation>
    </message>
    <message>
        <source>the data matrix</source>
        <translation>数据矩阵</translation>
    </message>
    <message>
        <source>the time-space diagram</source>
        <translation>时空图</translation>
    </message>
    <message>
        <source>use network, table, %1 or %2</source>
        <translation>请使用 network、table、%1 或 %2</translation>
    </message>
    <message>
        <source>the time-space diagram is written as png, svg, pdf or tikz, not %1</source>
        <translation>时空图可写成 png、svg、pdf 或 tikz，不能写成 %1</translation>
    </message>
    <message>
        <source>use the name of one of SimGrid&apos;s implementations of the operation, such as bruck, binomial_tree or rab_rdb (letters, digits and &apos;_&apos;)</source>
        <translation>请使用 SimGrid 对该操作的某个实现的名称，例如 bruck、binomial_tree 或 rab_rdb（字母、数字和“_”）</translation>
    </message>
    <message>
        <source>--simgrid-own runs SimGrid&apos;s own implementation: it goes with --format simgrid, not %1</source>
        <translation>--simgrid-own 运行 SimGrid 自己的实现：它要与 --format simgrid 搭配使用，而不是 %1</translation>
    </message>
    <message>
        <source>--format %1 writes the whole schedule; leave out --what and --round</source>
        <translation>--format %1 写出整个调度；请去掉 --what 和 --round</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: the %2 writer failed; nothing was written</source>
        <translation>无法写入“%1”：%2 写入器失败；未写入任何内容</translation>
    </message>
</context>
<context>
    <name>collviz::views::BeamerFormat</name>
    <message>
        <source>LaTeX, Beamer frame (*.tex)</source>
        <translation>LaTeX，Beamer 幻灯片 (*.tex)</translation>
    </message>
</context>
<context>
    <name>collviz::views::BreakdownChartRenderer</name>
    <message>
        <source>start-up (t_s)</source>
        <translation>启动（t_s）</translation>
    </message>
    <message>
        <source>bandwidth (m t_w)</source>
        <translation>带宽（m t_w）</translation>
    </message>
    <message>
        <source>per hop (t_h)</source>
        <translation>每跳（t_h）</translation>
    </message>
    <message>
        <source>waiting for channels or ports</source>
        <translation>等待信道或端口</translation>
    </message>
    <message>
        <source>time (in the units of t_s, t_w and t_h)</source>
        <translation>时间（以 t_s、t_w 和 t_h 为单位）</translation>
    </message>
    <message>
        <source>Where the time goes at m = %1 words</source>
        <translation>m = %1 个字时时间花在哪里</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>combining (t_c)</source>
        <translation>合并（t_c）</translation>
    </message>
</context>
<context>
    <name>collviz::views::ComparePanel</name>
    <message>
        <source>rounds: %1, run time %2</source>
        <translation>轮数：%1，运行时间 %2</translation>
    </message>
    <message>
        <source>finished after round %1</source>
        <translation>在第 %1 轮之后完成</translation>
    </message>
    <message>
        <source>round %1: t = %2 of its %3 (run time so far %4)</source>
        <translation>第 %1 轮：t = %2（该轮共 %3；到目前为止运行时间 %4）</translation>
    </message>
    <message>
        <source>contention: heaviest channel %1, %2 message(s) waited</source>
        <translation>竞争：最繁忙的信道 %1，%2 条消息等待</translation>
    </message>
    <message>
        <source>heaviest channel of the run: %1</source>
        <translation>本次运行最繁忙的信道：%1</translation>
    </message>
    <message>
        <source>%1 rule violation(s)</source>
        <translation>%1 次违反规则</translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation>（假设情形）</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>正在运行 %1…</translation>
    </message>
    <message>
        <source>B cannot run: %1</source>
        <translation>B 无法运行：%1</translation>
    </message>
    <message>
        <source>B cannot run.</source>
        <translation>B 无法运行。</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>B goes on after A&apos;s last round (%1): swap A and B to step through the rest.</source>
        <translation>B 在 A 的最后一轮（%1）之后继续：交换 A 和 B 以逐步查看其余部分。</translation>
    </message>
    <message>
        <source>B:</source>
        <translation>B：</translation>
    </message>
    <message>
        <source>The algorithm to compare with A, the run on show (the same operation and network)</source>
        <translation>与 A（正在显示的运行）比较的算法（同一操作和网络）</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>natural; e.g. sf,noncombining</source>
        <translation>自然模型；例如 sf,noncombining</translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation>交换 A 和 B</translation>
    </message>
    <message>
        <source>Make B the run on show: the clock steps through A&apos;s rounds, so put the longer run there</source>
        <translation>让 B 成为正在显示的运行：时钟按 A 的轮次步进，因此请把较长的运行放在那里</translation>
    </message>
    <message>
        <source>Overrides of B&apos;s natural model (a what-if), e.g. sf, wh, ports=all, noncombining; empty: its natural model</source>
        <translation>覆盖 B 的自然模型（假设情形），例如 sf、wh、ports=all、noncombining；为空：使用其自然模型</translation>
    </message>
    <message>
        <source>A is a schedule file; B is always a built-in algorithm&apos;s run</source>
        <translation>A 是调度文件；B 始终是内置算法的运行</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1：%2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s), run time %1</source>
        <translation>
            <numerusform>%n 轮，运行时间 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>finished after round %1, run time %2</source>
        <translation>在第 %1 轮后完成，运行时间 %2</translation>
    </message>
    <message>
        <source>round %1 of %2, time %3 of %4</source>
        <translation>第 %1 轮，共 %2 轮，时间 %3 / %4</translation>
    </message>
    <message>
        <source>%1 under %2%3</source>
        <translation>%1，模型 %2%3</translation>
    </message>
    <message>
        <source>The race: each run&apos;s time on one scale, filled up to where the shared clock has taken it; the longer bar is the slower run</source>
        <translation>竞赛：各次运行的时间画在同一刻度上，填充到共享时钟已走到的位置；条越长，运行越慢</translation>
    </message>
    <message>
        <source>Algorithm B</source>
        <translation>算法 B</translation>
    </message>
    <message>
        <source>Model of B</source>
        <translation>B 的模型</translation>
    </message>
    <message>
        <source>Race of A and B</source>
        <translation>A 与 B 的竞赛</translation>
    </message>
    <message>
        <source>Drawing of A, the run on show</source>
        <translation>A（当前显示的运行）的绘图</translation>
    </message>
    <message>
        <source>Drawing of B</source>
        <translation>B 的绘图</translation>
    </message>
</context>
<context>
    <name>collviz::views::CostChartPanel</name>
    <message>
        <source>Time against m</source>
        <translation>时间 - m 关系</translation>
    </message>
    <message>
        <source>Time against p</source>
        <translation>时间 - p 关系</translation>
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
        <translation>模型</translation>
    </message>
    <message>
        <source>Axes</source>
        <translation>坐标轴</translation>
    </message>
    <message>
        <source>m from</source>
        <translation>m 起始</translation>
    </message>
    <message>
        <source>m to</source>
        <translation>m 终止</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>拓扑族</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Crossovers (time against m)</source>
        <translation>交叉点（时间 - m 关系）</translation>
    </message>
    <message>
        <source>natural model of each</source>
        <translation>各自的自然模型</translation>
    </message>
    <message>
        <source>Model SPEC applied to every algorithm (empty: each under its natural model), e.g. sf,ports=all or wh,noncombining; a new model rebuilds the schedules.</source>
        <translation>应用于每个算法的模型 SPEC（为空：各自使用其自然模型），例如 sf,ports=all 或 wh,noncombining；新模型会重新构建调度。</translation>
    </message>
    <message>
        <source>log-log</source>
        <translation>双对数</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>线性</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Markers (as in the list): the engine&apos;s simulated time. Lines: the source&apos;s formula. Dashed: the lower bound. Stars: crossovers.</source>
        <translation>标记（与列表中相同）：引擎模拟的时间。实线：原文的公式。虚线：下界。星号：交叉点。</translation>
    </message>
    <message>
        <source>Not drawn: %1</source>
        <translation>未绘制：%1</translation>
    </message>
    <message>
        <source>m = %1: %2 is faster below, %3 above</source>
        <translation>m = %1：低于此值时 %2 更快，高于此值时 %3 更快</translation>
    </message>
    <message>
        <source>time %1 at the crossover; %2 / %3</source>
        <translation>交叉点处时间为 %1；%2 / %3</translation>
    </message>
    <message>
        <source>none between m = %1 and %2</source>
        <translation>m = %1 与 %2 之间没有交叉点</translation>
    </message>
    <message>
        <source>%1, skipped:</source>
        <translation>%1，已跳过：</translation>
    </message>
    <message>
        <source>Networks skipped: %1 (hover for why)</source>
        <translation>跳过的网络：%1（悬停查看原因）</translation>
    </message>
    <message>
        <source>Building each algorithm once on %1…</source>
        <translation>正在 %1 上构建每个算法一次…</translation>
    </message>
    <message>
        <source>Building each algorithm on every network of the family…</source>
        <translation>正在该拓扑族的每个网络上构建每个算法…</translation>
    </message>
    <message>
        <source>Drawn: %1 on %2, re-costed at %3 sizes.</source>
        <translation>已绘制：%2 上的 %1，在 %3 个大小上重新计算代价。</translation>
    </message>
    <message>
        <source>Choose an algorithm in the setup.</source>
        <translation>请在设置中选择一个算法。</translation>
    </message>
    <message>
        <source>Start-up time t_s of every message, for the curves here only</source>
        <translation>每条消息的启动时间 t_s，仅用于此处的曲线</translation>
    </message>
    <message>
        <source>Time t_w per word, for the curves here only</source>
        <translation>每字传输时间 t_w，仅用于此处的曲线</translation>
    </message>
    <message>
        <source>Time t_h per hop, for the curves here only</source>
        <translation>每跳时间 t_h，仅用于此处的曲线</translation>
    </message>
    <message>
        <source>Logarithmic or linear axes</source>
        <translation>对数坐标轴或线性坐标轴</translation>
    </message>
    <message>
        <source>The smallest message size m plotted</source>
        <translation>绘制的最小消息大小 m</translation>
    </message>
    <message>
        <source>The largest message size m plotted</source>
        <translation>绘制的最大消息大小 m</translation>
    </message>
    <message>
        <source>How many sizes m between the two are computed</source>
        <translation>在两者之间计算多少个消息大小 m</translation>
    </message>
    <message>
        <source>The networks of growing p the second chart runs over</source>
        <translation>第二个图表所遍历的、p 逐渐增大的网络</translation>
    </message>
    <message>
        <source>The message size m for the chart against p</source>
        <translation>随 p 变化的图表所用的消息大小 m</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>代价分解</translation>
    </message>
    <message>
        <source>at m =</source>
        <translation>m =</translation>
    </message>
    <message>
        <source>The message size m (words) at which each algorithm&apos;s time is broken down</source>
        <translation>分解各算法时间时所用的消息大小 m（字）</translation>
    </message>
    <message>
        <source>Per round, the message that finishes last: its start-up t_s, its words&apos; t_w (on every hop under store-and-forward), its hops&apos; t_h, and the rest of its time, spent waiting for a channel or a port. The rounds&apos; parts add up to the time.</source>
        <translation>每一轮中最后完成的消息：它的启动时间 t_s、它的各个字的 t_w（在存储转发下每跳都计）、它的各跳的 t_h，以及其余时间，即等待信道或端口的时间。各轮的这些部分加起来就是总时间。</translation>
    </message>
    <message>
        <source>Where equal? (select two algorithms)</source>
        <translation>何处相等？（选择两个算法）</translation>
    </message>
    <message>
        <source>The message size m at which the two algorithms selected in the list take the same time, from the engine&apos;s times</source>
        <translation>根据引擎的时间，列表中选定的两个算法用时相同时的消息大小 m</translation>
    </message>
    <message>
        <source>Select two of the algorithms drawn in the list (Ctrl+click), then ask again.</source>
        <translation>请在列表中选择两个已绘制的算法（Ctrl+单击），然后再试一次。</translation>
    </message>
    <message>
        <source>m = %1 to %2</source>
        <translation>m = %1 到 %2</translation>
    </message>
    <message>
        <source>%1 and %2 never take the same time for %3: %4 is at least as fast throughout.</source>
        <translation>对于 %3，%1 和 %2 的用时从不相同：%4 始终至少一样快。</translation>
    </message>
    <message>
        <source>m = %1 (time %2)</source>
        <translation>m = %1（时间 %2）</translation>
    </message>
    <message>
        <source>%1 = %2 at %3.</source>
        <translation>在 %3 处 %1 = %2。</translation>
    </message>
    <message>
        <source>The series run under different models (each algorithm under its natural one): the legend names each one&apos;s model, and hollow markers show those under another model than most. Set a model to compare them under one.</source>
        <translation>这些曲线在不同模型下运行（每个算法使用其自然模型）：图例标出了每条曲线的模型，空心标记表示其模型与多数曲线不同。设置一个模型即可在同一模型下比较它们。</translation>
    </message>
    <message>
        <source>Stop building the chart&apos;s schedules</source>
        <translation>停止为图表构建调度</translation>
    </message>
    <message>
        <source>Chart of time against m</source>
        <translation>时间 - m 关系图</translation>
    </message>
    <message>
        <source>Each algorithm&apos;s time against the message size m: the source&apos;s formula as a line, the engine&apos;s times as markers, the lower bound dashed; the crossovers are listed beside the chart.</source>
        <translation>各算法的时间与消息大小 m 的关系：原文的公式画成实线，引擎的时间画成标记，下界画成虚线；交叉点列在图表旁边。</translation>
    </message>
    <message>
        <source>Chart of time against p</source>
        <translation>时间 - p 关系图</translation>
    </message>
    <message>
        <source>Each algorithm&apos;s time against the number of processors p over the chosen family of networks.</source>
        <translation>在所选网络族上，各算法的时间与处理器数 p 的关系。</translation>
    </message>
    <message>
        <source>Chart of the cost breakdown</source>
        <translation>代价分解图</translation>
    </message>
    <message>
        <source>Start-up time t_s of the chart</source>
        <translation>图表的启动时间 t_s</translation>
    </message>
    <message>
        <source>Time per word t_w of the chart</source>
        <translation>图表的每字传输时间 t_w</translation>
    </message>
    <message>
        <source>Time per hop t_h of the chart</source>
        <translation>图表的每跳时间 t_h</translation>
    </message>
    <message>
        <source>Message size m of the chart against p</source>
        <translation>时间 - p 关系图的消息大小 m</translation>
    </message>
    <message>
        <source>Message size m of the breakdown</source>
        <translation>代价分解的消息大小 m</translation>
    </message>
    <message>
        <source>Tick the algorithms the charts show; select two to ask where they take equal time.</source>
        <translation>勾选图表要显示的算法；选中两个可查询它们在何处用时相同。</translation>
    </message>
    <message>
        <source>Progress of the chart&apos;s schedules</source>
        <translation>图表调度的构建进度</translation>
    </message>
    <message>
        <source>t_c</source>
        <translation>t_c</translation>
    </message>
    <message>
        <source>Time to combine one word t_c, for the curves here only</source>
        <translation>合并一个字的时间 t_c，仅用于此处的曲线</translation>
    </message>
    <message>
        <source>Time to combine one word t_c of the chart</source>
        <translation>图表的每字合并时间 t_c</translation>
    </message>
</context>
<context>
    <name>collviz::views::CostChartRenderer</name>
    <message>
        <source>%1 (schedule file)</source>
        <translation>%1（调度文件）</translation>
    </message>
    <message>
        <source>Time against message size m</source>
        <translation>时间与消息大小 m 的关系</translation>
    </message>
    <message>
        <source>Time against the number of processors p</source>
        <translation>时间与处理器数 p 的关系</translation>
    </message>
    <message>
        <source>crossover</source>
        <translation>交叉点</translation>
    </message>
    <message>
        <source>message size m (words)</source>
        <translation>消息大小 m（字）</translation>
    </message>
    <message>
        <source>processors p</source>
        <translation>处理器数 p</translation>
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
        <translation>全端口</translation>
    </message>
    <message>
        <source>%1-port</source>
        <translation>%1 端口</translation>
    </message>
    <message>
        <source>half duplex</source>
        <translation>半双工</translation>
    </message>
    <message>
        <source>noncombining</source>
        <translation>noncombining</translation>
    </message>
    <message>
        <source>time (in the units of t_s, t_w and t_h)</source>
        <translation>时间（以 t_s、t_w 和 t_h 为单位）</translation>
    </message>
    <message>
        <source>m = %1</source>
        <translation>m = %1</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>dashed: lower bound</source>
        <translation>虚线：下界</translation>
    </message>
    <message>
        <source>crossover: equal times</source>
        <translation>交叉点：时间相等</translation>
    </message>
    <message>
        <source>hollow: not under %1</source>
        <translation>空心：不在 %1 下</translation>
    </message>
</context>
<context>
    <name>collviz::views::CostChartState</name>
    <message>
        <source>%1.algorithms: unknown algorithm &apos;%2&apos; (see &apos;collviz-cli list&apos;)</source>
        <translation>%1.algorithms：未知算法“%2”（参见“collviz-cli list”）</translation>
    </message>
</context>
<context>
    <name>collviz::views::DataMatrixModel</name>
    <message>
        <source>no packet</source>
        <translation>无数据包</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未</translation>
    </message>
    <message>
        <source>at its origin</source>
        <translation>在其源节点</translation>
    </message>
    <message>
        <source>on its way, at a node between</source>
        <translation>在途中，位于中间节点</translation>
    </message>
    <message>
        <source>travelling</source>
        <translation>传输中</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>已投递</translation>
    </message>
    <message>
        <source>its own</source>
        <translation>自己的</translation>
    </message>
    <message>
        <source>some pieces</source>
        <translation>部分块</translation>
    </message>
    <message>
        <source>arriving</source>
        <translation>正在到达</translation>
    </message>
    <message>
        <source>held</source>
        <translation>已持有</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>not included yet</source>
        <translation>尚未计入</translation>
    </message>
    <message>
        <source>its own value</source>
        <translation>自己的值</translation>
    </message>
    <message>
        <source>partly</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>arriving in a partial sum</source>
        <translation>正以部分和的形式到达</translation>
    </message>
    <message>
        <source>included</source>
        <translation>已计入</translation>
    </message>
    <message>
        <source>from node i</source>
        <translation>来自节点 i</translation>
    </message>
    <message>
        <source>node i</source>
        <translation>节点 i</translation>
    </message>
    <message>
        <source>partial sums at node i</source>
        <translation>节点 i 的部分和</translation>
    </message>
    <message>
        <source>for node j</source>
        <translation>发往节点 j</translation>
    </message>
    <message>
        <source>holds the packet of node j</source>
        <translation>持有节点 j 的数据包</translation>
    </message>
    <message>
        <source>include the contribution of node j</source>
        <translation>包含节点 j 的贡献</translation>
    </message>
    <message>
        <source>Node %1 and the packet of node %2: %3</source>
        <translation>节点 %1 与节点 %2 的数据包：%3</translation>
    </message>
    <message>
        <source>Node %1 and the contribution of node %2: %3</source>
        <translation>节点 %1 与节点 %2 的贡献：%3</translation>
    </message>
    <message>
        <source>Rows: %1; columns: %2</source>
        <translation>行：%1；列：%2</translation>
    </message>
    <message>
        <source>Packet {%1,%2} from %1 for %2: %3</source>
        <translation>数据包 {%1,%2}，从 %1 发往 %2：%3</translation>
    </message>
    <message>
        <source>A contribution travels inside partial sums, combined on the way: no one packet to follow.</source>
        <translation>贡献在部分和中传送，并在途中合并：没有单个数据包可跟踪。</translation>
    </message>
    <message>
        <source>%1 (piece 1 of %2)</source>
        <translation>%1（片段 1，共 %2 个）</translation>
    </message>
    <message>
        <source>%1: node %2&apos;s own, held from the start.</source>
        <translation>%1：节点 %2 自己的数据包，从一开始就持有。</translation>
    </message>
    <message>
        <source>%1: never moves.</source>
        <translation>%1：从不移动。</translation>
    </message>
    <message>
        <source>(round %1)</source>
        <translation>（第 %1 轮）</translation>
    </message>
    <message>
        <source>now on its way from %1 to %2</source>
        <translation>正从 %1 传往 %2</translation>
    </message>
    <message>
        <source>now at %1</source>
        <translation>现在位于 %1</translation>
    </message>
</context>
<context>
    <name>collviz::views::DataMatrixPanel</name>
    <message>
        <source>Cell (i, j): the packet from node i for node j. All-to-all personalised exchange moves every packet across the diagonal: the matrix is transposed.</source>
        <translation>单元格 (i, j)：从节点 i 发往节点 j 的数据包。全对全个性化通信把每个数据包移过对角线：矩阵被转置。</translation>
    </message>
    <message>
        <source>Cell (i, j): does node i hold the packet of node j? All-gather fills every row.</source>
        <translation>单元格 (i, j)：节点 i 是否持有节点 j 的数据包？全收集填满每一行。</translation>
    </message>
    <message>
        <source>Cell (i, j): do the partial sums at node i include the contribution of node j?</source>
        <translation>单元格 (i, j)：节点 i 的部分和是否包含节点 j 的贡献？</translation>
    </message>
    <message>
        <source>The data matrix is drawn for up to %1 processors; this network has %2.</source>
        <translation>数据矩阵最多绘制 %1 个处理器；这个网络有 %2 个。</translation>
    </message>
    <message>
        <source>Point at a cell to follow its packet; the wheel or Ctrl+plus/minus zooms, dragging pans, Ctrl+0 fits.</source>
        <translation>指向一个单元格即可跟踪其数据包；滚轮或 Ctrl+加/减号缩放，拖动平移，Ctrl+0 适应窗口。</translation>
    </message>
    <message>
        <source>Data matrix</source>
        <translation>数据矩阵</translation>
    </message>
</context>
<context>
    <name>collviz::views::DesignCommands</name>
    <message>
        <source>insert round %1</source>
        <translation>插入第 %1 轮</translation>
    </message>
    <message>
        <source>delete round %1</source>
        <translation>删除第 %1 轮</translation>
    </message>
    <message>
        <source>move round %1 to %2</source>
        <translation>将第 %1 轮移至第 %2 轮</translation>
    </message>
    <message>
        <source>add transfer %1 → %2</source>
        <translation>添加传输 %1 → %2</translation>
    </message>
    <message>
        <source>remove a transfer</source>
        <translation>删除一次传输</translation>
    </message>
    <message>
        <source>choose packets</source>
        <translation>选择数据包</translation>
    </message>
    <message>
        <source>combine at node %1</source>
        <translation>在节点 %1 合并</translation>
    </message>
    <message>
        <source>start a new design</source>
        <translation>开始新的设计</translation>
    </message>
    <message>
        <source>remove a combine</source>
        <translation>移除一次合并</translation>
    </message>
</context>
<context>
    <name>collviz::views::DesignerPanel</name>
    <message>
        <source>Free design</source>
        <translation>自由设计</translation>
    </message>
    <message>
        <source>Challenge: %1</source>
        <translation>挑战：%1</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>挑战</translation>
    </message>
    <message>
        <source>New empty</source>
        <translation>新建空白</translation>
    </message>
    <message>
        <source>An empty schedule for the operation, network, model and costs on show</source>
        <translation>为当前显示的操作、网络、模型和代价参数新建一个空调度</translation>
    </message>
    <message>
        <source>Edit a copy</source>
        <translation>编辑副本</translation>
    </message>
    <message>
        <source>A copy of the schedule on show, to change</source>
        <translation>当前显示的调度的副本，可供修改</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Undo the last edit</source>
        <translation>撤销上一次编辑</translation>
    </message>
    <message>
        <source>Redo the edit undone last</source>
        <translation>重做最近撤销的编辑</translation>
    </message>
    <message>
        <source>Insert round</source>
        <translation>插入轮</translation>
    </message>
    <message>
        <source>Delete round</source>
        <translation>删除轮</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Remove transfer</source>
        <translation>删除传输</translation>
    </message>
    <message>
        <source>Set packets</source>
        <translation>设置数据包</translation>
    </message>
    <message>
        <source>packets, e.g. 3, 7; empty: what is needed next</source>
        <translation>数据包，例如 3, 7；为空：下一步所需的数据包</translation>
    </message>
    <message>
        <source>Packets of the selected transfer</source>
        <translation>所选传输的数据包</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>The designed schedule&apos;s rounds; the one selected is edited and shown.</source>
        <translation>所设计调度的各轮；选中的那一轮即为正在编辑和显示的轮。</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>The transfers of the selected round, each accepted or broken, with the rule it breaks.</source>
        <translation>所选轮中的各次传输，逐一标明被接受还是违反规则，以及违反的是哪条规则。</translation>
    </message>
    <message>
        <source>Nothing is on show to design a schedule for; choose a setup first.</source>
        <translation>当前没有显示任何内容，无法为其设计调度；请先选择设置。</translation>
    </message>
    <message>
        <source>Nothing is on show to copy; choose a setup first.</source>
        <translation>当前没有显示可复制的内容；请先选择设置。</translation>
    </message>
    <message>
        <source>Save the designed schedule</source>
        <translation>保存设计的调度</translation>
    </message>
    <message>
        <source>Schedules (*.json)</source>
        <translation>调度 (*.json)</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>已保存为 %1。</translation>
    </message>
    <message>
        <source>Open a schedule to edit</source>
        <translation>打开要编辑的调度</translation>
    </message>
    <message>
        <source>Schedules (*.json);;All files (*)</source>
        <translation>调度 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Select a transfer first.</source>
        <translation>请先选择一次传输。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a packet; packets are numbers 0..%2 separated by commas, such as 3, 7.</source>
        <translation>“%1”不是数据包；数据包是 0..%2 的编号，以逗号分隔，例如 3, 7。</translation>
    </message>
    <message numerus="yes">
        <source>%1 Round %2: %n transfer(s), time %3</source>
        <translation>
            <numerusform>%1 第 %2 轮：%n 次传输，时间 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 → %3 over %4, packets %5</source>
        <translation>%1 %2 → %3，经由 %4，数据包 %5</translation>
    </message>
    <message>
        <source>%1 node %2 adds %3</source>
        <translation>%1 节点 %2 把 %3 相加</translation>
    </message>
    <message>
        <source>Start with New empty, Edit a copy, Open… or a challenge.</source>
        <translation>从“新建空白”、“编辑副本”、“打开…”或某个挑战开始。</translation>
    </message>
    <message>
        <source>Click a sender on the drawing, then its receiver; Ctrl-click a node to add up the partial sums it holds.</source>
        <translation>在绘图上单击发送者，再单击其接收者；Ctrl+单击节点可把它持有的部分和相加。</translation>
    </message>
    <message>
        <source>Click a sender on the drawing, then its receiver.</source>
        <translation>在绘图上单击发送者，再单击其接收者。</translation>
    </message>
    <message>
        <source>Sender %1: click the receiver (Shift-click the nodes the path passes first; click the sender again to cancel).</source>
        <translation>发送者 %1：单击接收者（可先 Shift+单击路径经过的节点；再次单击发送者可取消）。</translation>
    </message>
    <message>
        <source>Path %1: click the receiver, or Shift-click the next node it passes.</source>
        <translation>路径 %1：单击接收者，或 Shift+单击路径经过的下一个节点。</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已验证</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) broken</source>
        <translation>
            <numerusform>违反 %n 条规则</numerusform>
        </translation>
    </message>
    <message>
        <source>not delivered yet</source>
        <translation>尚未投递完毕</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: time %2. Schedule: %n round(s), time %3, %4.</source>
        <translation>
            <numerusform>第 %1 轮：时间 %2。调度：%n 轮，时间 %3，%4。</numerusform>
        </translation>
    </message>
    <message>
        <source>No rounds yet: insert one, or click a sender on the drawing.</source>
        <translation>还没有轮次：插入一轮，或在绘图上单击一个发送者。</translation>
    </message>
    <message>
        <source>Comparing with the registered algorithms…</source>
        <translation>正在与已注册的算法比较…</translation>
    </message>
    <message>
        <source>No registered algorithm meets it.</source>
        <translation>没有已注册的算法达到该目标。</translation>
    </message>
    <message>
        <source>Already met by %1.</source>
        <translation>%1 已达到该目标。</translation>
    </message>
    <message>
        <source>Target: %1. %2 %3</source>
        <translation>目标：%1。%2%3</translation>
    </message>
    <message>
        <source>Met.</source>
        <translation>已达到。</translation>
    </message>
    <message>
        <source>Not met yet.</source>
        <translation>尚未达到。</translation>
    </message>
    <message>
        <source>Node %1 holds no partial sums it can add at the end of this round.</source>
        <translation>节点 %1 在本轮结束时没有可以相加的部分和。</translation>
    </message>
    <message>
        <source>%1 is not a reduction: there is nothing to add up.</source>
        <translation>%1 不是归约：没有可相加的内容。</translation>
    </message>
    <message>
        <source>No rounds yet: send partial sums first, then Ctrl-click a node to add them up.</source>
        <translation>尚无轮：先发送部分和，再按住 Ctrl 单击节点将它们相加。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>verified; %1</source>
        <translation>已验证；%1</translation>
    </message>
</context>
<context>
    <name>collviz::views::DragonflyLayout</name>
    <message>
        <source>group %1</source>
        <translation>组 %1</translation>
    </message>
</context>
<context>
    <name>collviz::views::ExercisePanel</name>
    <message>
        <source>&apos;%1&apos; is not a time; type a number such as 14 or 2.5, then Reveal.</source>
        <translation>“%1”不是时间；请输入一个数，例如 14 或 2.5，然后点击“揭晓”。</translation>
    </message>
    <message>
        <source>Select a processor in the drawing first: the question is what it holds after round %1.</source>
        <translation>请先在绘图中选择一个处理器：问题是第 %1 轮之后它持有什么。</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>Right: %1 carries data</source>
        <translation>正确：%1 传送数据</translation>
    </message>
    <message>
        <source>Missed: %1 carries data</source>
        <translation>遗漏：%1 传送数据</translation>
    </message>
    <message>
        <source>Wrong: %1 carries nothing</source>
        <translation>错误：%1 不传送任何数据</translation>
    </message>
    <message>
        <source>Right: no channel carries data in round %1.</source>
        <translation>正确：第 %1 轮没有信道传送数据。</translation>
    </message>
    <message>
        <source>Right channels: %1</source>
        <translation>正确的信道：%1</translation>
    </message>
    <message>
        <source>missed: %1 (%2)</source>
        <translation>遗漏：%1（%2）</translation>
    </message>
    <message>
        <source>wrong: %1 (%2)</source>
        <translation>错误：%1（%2）</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 持有 %2</translation>
    </message>
    <message>
        <source>Right packets of %1: %2</source>
        <translation>%1 的正确数据包：%2</translation>
    </message>
    <message>
        <source>Right: %1 holds nothing after round %2.</source>
        <translation>正确：第 %2 轮之后 %1 不持有任何数据。</translation>
    </message>
    <message>
        <source>Right: round %1 takes %2 (you said %3).</source>
        <translation>正确：第 %1 轮用时 %2（你的答案是 %3）。</translation>
    </message>
    <message>
        <source>Not right: round %1 takes %2; you said %3, %4 % off (1 % is close enough).</source>
        <translation>不正确：第 %1 轮用时 %2；你的答案是 %3，偏差 %4 %（1 % 以内即算正确）。</translation>
    </message>
    <message>
        <source>Not right: round %1 takes no time; you said %2.</source>
        <translation>不正确：第 %1 轮不耗时；你的答案是 %2。</translation>
    </message>
    <message>
        <source>Select a processor in the drawing: the hint is its pseudo-code line in round %1.</source>
        <translation>请在绘图中选择一个处理器：提示是它在第 %1 轮执行的伪代码行。</translation>
    </message>
    <message>
        <source>Processor %1 (%2)</source>
        <translation>处理器 %1（%2）</translation>
    </message>
    <message>
        <source>No hint: this schedule has no pseudo-code trace; the schedule table lists what each node sends.</source>
        <translation>没有提示：此调度没有伪代码轨迹；调度表列出了每个节点发送的内容。</translation>
    </message>
    <message>
        <source>Hint: %1 is idle in round %2.</source>
        <translation>提示：%1 在第 %2 轮空闲。</translation>
    </message>
    <message>
        <source>Hint: %1 in round %2 runs line %3: %4</source>
        <translation>提示：%1 在第 %2 轮执行第 %3 行：%4</translation>
    </message>
    <message>
        <source>Hint: %1 in round %2 runs line %3: %4 (with %5)</source>
        <translation>提示：%1 在第 %2 轮执行第 %3 行：%4（其中 %5）</translation>
    </message>
    <message>
        <source>No question left after round %1.</source>
        <translation>第 %1 轮之后没有剩余的问题。</translation>
    </message>
    <message>
        <source>the window shows a schedule file, and an exercise sheet is a scenario, which keeps the setup of a built-in algorithm; nothing was written</source>
        <translation>窗口显示的是调度文件，而练习单是一个场景，保存的是内置算法的设置；未写入任何内容</translation>
    </message>
    <message>
        <source>no round is bookmarked; bookmark the rounds to ask about (M), then save; nothing was written</source>
        <translation>没有任何轮次加了书签；请为要提问的轮次加书签（M），然后保存；未写入任何内容</translation>
    </message>
    <message>
        <source>a holdings question asks about the selected processor, and none is selected; nothing was written</source>
        <translation>持有数据问题针对所选处理器，但没有选中任何处理器；未写入任何内容</translation>
    </message>
    <message>
        <source>Save exercise sheet</source>
        <translation>保存练习单</translation>
    </message>
    <message>
        <source>CollViz scenarios (*.collviz)</source>
        <translation>CollViz 场景 (*.collviz)</translation>
    </message>
    <message>
        <source>The exercise sheet was not saved: %1.</source>
        <translation>练习单未保存：%1。</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>No run to ask about: %1</source>
        <translation>没有可提问的运行：%1</translation>
    </message>
    <message>
        <source>The run is over: round %1 was its last. Go back to an earlier round (Home) to be asked again.</source>
        <translation>运行已结束：第 %1 轮是最后一轮。回到更早的轮次（Home）即可再次提问。</translation>
    </message>
    <message>
        <source>Question on round %1 of %2 (the lecturer&apos;s)</source>
        <translation>关于第 %1 轮（共 %2 轮）的问题（教师指定）</translation>
    </message>
    <message>
        <source>Question on round %1 of %2</source>
        <translation>关于第 %1 轮（共 %2 轮）的问题</translation>
    </message>
    <message>
        <source>Click each channel that will carry data in round %1 (direction matters: a link&apos;s two directions are drawn side by side); a second click takes it back.</source>
        <translation>单击第 %1 轮中将传送数据的每条信道（方向有区别：一条链路的两个方向并排绘制）；再次单击可撤回。</translation>
    </message>
    <message>
        <source>Predicted: %1.</source>
        <translation>已预测：%1。</translation>
    </message>
    <message>
        <source>Tick the packets %1 will hold after round %2.</source>
        <translation>勾选第 %2 轮之后 %1 将持有的数据包。</translation>
    </message>
    <message>
        <source>Select a processor in the drawing, then tick the packets it will hold after round %1.</source>
        <translation>在绘图中选择一个处理器，然后勾选第 %1 轮之后它将持有的数据包。</translation>
    </message>
    <message>
        <source>Type the time round %1 will take under %2 with m = %3, t_s = %4, t_w = %5 and t_h = %6.</source>
        <translation>请输入第 %1 轮在模型 %2 下所需的时间（m = %3，t_s = %4，t_w = %5，t_h = %6）。</translation>
    </message>
    <message>
        <source>Round %1 is on show; the narration says why. Next question goes on.</source>
        <translation>正在显示第 %1 轮；讲解说明了原因。点击“下一题”继续。</translation>
    </message>
    <message>
        <source>No answer revealed yet in this run.</source>
        <translation>本次运行中尚未揭晓任何答案。</translation>
    </message>
    <message>
        <source>%1 of %2 right in this run.</source>
        <translation>本次运行中答对 %1 题，共 %2 题。</translation>
    </message>
    <message>
        <source>&amp;Predict:</source>
        <translation>预测(&amp;P)：</translation>
    </message>
    <message>
        <source>the channels in use</source>
        <translation>使用中的信道</translation>
    </message>
    <message>
        <source>what the selected node holds after it</source>
        <translation>所选节点在该轮之后持有的内容</translation>
    </message>
    <message>
        <source>the round&apos;s time</source>
        <translation>该轮的时间</translation>
    </message>
    <message>
        <source>What to predict</source>
        <translation>预测内容</translation>
    </message>
    <message>
        <source>time, e.g. 14</source>
        <translation>时间，例如 14</translation>
    </message>
    <message>
        <source>Predicted time of the round</source>
        <translation>预测的该轮时间</translation>
    </message>
    <message>
        <source>Packets the selected node will hold</source>
        <translation>所选节点将持有的数据包</translation>
    </message>
    <message>
        <source>Tick each packet the selected node will hold after the round</source>
        <translation>勾选该轮之后所选节点将持有的每个数据包</translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>揭晓(&amp;R)</translation>
    </message>
    <message>
        <source>Show the round and score the prediction</source>
        <translation>显示该轮并为预测评分</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>The selected processor&apos;s pseudo-code line and variables in the round</source>
        <translation>所选处理器在该轮中的伪代码行和变量</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <source>Go to the next round the lecturer asks about (or the next round)</source>
        <translation>转到教师提问的下一轮（或直接转到下一轮）</translation>
    </message>
    <message>
        <source>&amp;Save exercise sheet…</source>
        <translation>保存练习单(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the setup as a scenario whose bookmarked rounds are questions of the kind chosen</source>
        <translation>把当前设置保存为场景，其中加了书签的轮次作为所选类型的问题</translation>
    </message>
    <message>
        <source>This schedule has %1 packets, more than the %2 a holdings list can offer, so no holdings question is asked on it; predict the channels in use or the round&apos;s time instead.</source>
        <translation>此调度有 %1 个数据包，超过持有列表最多可列出的 %2 个，因此不对其提出持有问题；请改为预测使用中的信道或该轮的时间。</translation>
    </message>
    <message>
        <source>The run is under way; the question comes when it is done.</source>
        <translation>运行正在进行；运行完成后将提出问题。</translation>
    </message>
    <message>
        <source>No run to ask about.</source>
        <translation>没有可提问的运行。</translation>
    </message>
    <message>
        <source>Click each link that will carry data in round %1; under half duplex a link is one channel, so a click on either lane marks both directions; a second click takes it back.</source>
        <translation>单击第 %1 轮中将传送数据的每条链路；在半双工下一条链路是一条信道，因此单击其任一侧都会标记两个方向；再次单击可撤回。</translation>
    </message>
    <message>
        <source>a holdings question is not asked on a schedule of more than %1 packets; choose channels or time; nothing was written</source>
        <translation>对于数据包超过 %1 个的调度，不提出持有问题；请选择信道或时间；未写入任何内容</translation>
    </message>
    <message>
        <source>Type the time round %1 will take under %2 with m = %3, t_s = %4, t_w = %5, t_h = %6 and t_c = %7.</source>
        <translation>请输入第 %1 轮在模型 %2 下所需的时间（m = %3，t_s = %4，t_w = %5，t_h = %6，t_c = %7）。</translation>
    </message>
</context>
<context>
    <name>collviz::views::ExportDialogs</name>
    <message>
        <source>There is no result to export yet.</source>
        <translation>还没有可导出的结果。</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>PNG only: 96 is screen size, 300 print quality (the pixels grow with it)</source>
        <translation>仅限 PNG：96 为屏幕尺寸，300 为打印质量（像素随之增加）</translation>
    </message>
    <message>
        <source>Resolution (PNG):</source>
        <translation>分辨率（PNG）：</translation>
    </message>
    <message>
        <source>Title and caption (algorithm, network, model, round)</source>
        <translation>标题和说明（算法、网络、模型、轮次）</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Messages in flight</source>
        <translation>传输中的消息</translation>
    </message>
    <message>
        <source>Black and white for handouts (line styles instead of colours)</source>
        <translation>讲义用黑白（用线型代替颜色）</translation>
    </message>
    <message>
        <source>Save picture</source>
        <translation>保存图片</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>The run has no rounds to animate.</source>
        <translation>该运行没有可以制作动画的轮次。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>From round:</source>
        <translation>起始轮：</translation>
    </message>
    <message>
        <source>To round:</source>
        <translation>结束轮：</translation>
    </message>
    <message>
        <source>Frames per round:</source>
        <translation>每轮帧数：</translation>
    </message>
    <message>
        <source>Time per round:</source>
        <translation>每轮时长：</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export LaTeX</source>
        <translation>导出 LaTeX</translation>
    </message>
    <message>
        <source>TikZ figure of round %1 (standalone)</source>
        <translation>第 %1 轮的 TikZ 图（独立文档）</translation>
    </message>
    <message>
        <source>Beamer frame, one overlay per round</source>
        <translation>Beamer 幻灯片，每轮一个叠层</translation>
    </message>
    <message>
        <source>Black and white for handouts</source>
        <translation>讲义用黑白</translation>
    </message>
    <message>
        <source>What:</source>
        <translation>内容：</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <source>Per-round results</source>
        <translation>每轮结果</translation>
    </message>
    <message>
        <source>The source&apos;s schedule table</source>
        <translation>原文的调度表</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>表格：</translation>
    </message>
    <message>
        <source>Save cost chart</source>
        <translation>保存成本图</translation>
    </message>
    <message>
        <source>Save TADT levels</source>
        <translation>保存 TADT 层次</translation>
    </message>
    <message>
        <source>Save data matrix</source>
        <translation>保存数据矩阵</translation>
    </message>
    <message>
        <source>Show the panel first (View menu): the picture is what it draws.</source>
        <translation>请先显示该面板（视图菜单）：图片就是它所绘制的内容。</translation>
    </message>
    <message>
        <source>Title and caption (what it shows, the costs, the checks)</source>
        <translation>标题和说明（显示的内容、成本、检查）</translation>
    </message>
    <message>
        <source>Export cost sweep</source>
        <translation>导出成本扫描</translation>
    </message>
    <message>
        <source>Show the cost chart first (View menu): the table is the sweep it draws.</source>
        <translation>请先显示成本图（视图菜单）：表格就是它所绘制的扫描。</translation>
    </message>
    <message>
        <source>Export &amp;view</source>
        <translation>导出视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Cost chart (PNG, SVG, PDF)…</source>
        <translation>成本图（PNG、SVG、PDF）(&amp;C)…</translation>
    </message>
    <message>
        <source>Cost &amp;sweep table (CSV, LaTeX, Markdown)…</source>
        <translation>成本扫描表（CSV、LaTeX、Markdown）(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;TADT levels (PNG, SVG, PDF)…</source>
        <translation>TADT 层次（PNG、SVG、PDF）(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Data matrix (PNG, SVG, PDF)…</source>
        <translation>数据矩阵（PNG、SVG、PDF）(&amp;D)…</translation>
    </message>
    <message>
        <source>Cannot write %1: .%2 is not a table format; accepted: %3</source>
        <translation>无法写入 %1：.%2 不是表格格式；可接受：%3</translation>
    </message>
    <message>
        <source>Save Hamiltonian cycles</source>
        <translation>保存哈密顿环</translation>
    </message>
    <message>
        <source>&amp;Hamiltonian cycles (PNG, SVG, PDF)…</source>
        <translation>哈密顿环（PNG、SVG、PDF）(&amp;H)…</translation>
    </message>
</context>
<context>
    <name>collviz::views::ExportFormat</name>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>导出已取消；没有写入任何内容</translation>
    </message>
</context>
<context>
    <name>collviz::views::ExportFormats</name>
    <message>
        <source>cannot write %1: the file name has no suffix to choose the format by; accepted: %2</source>
        <translation>无法写入 %1：文件名没有用于确定格式的后缀；可接受：%2</translation>
    </message>
    <message>
        <source>cannot write %1: .%2 is not a figure format; accepted: %3</source>
        <translation>无法写入 %1：.%2 不是图形格式；可接受：%3</translation>
    </message>
    <message>
        <source>cannot write %1: .%2 is not an animation format; accepted: %3</source>
        <translation>无法写入 %1：.%2 不是动画格式；可接受：%3</translation>
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
        <translation>GIF 动画 (*.gif)</translation>
    </message>
    <message>
        <source>cannot write %1: giflib could not finish the file</source>
        <translation>无法写入 %1：giflib 无法完成该文件</translation>
    </message>
</context>
<context>
    <name>collviz::views::HamiltonianData</name>
    <message>
        <source>its schedule has no transfers tagged with cycles through every node (allgather-hamiltonian, the all-to-all broadcast around link-disjoint Hamiltonian cycles of a 2D or 3D torus, has them)</source>
        <translation>它的调度中没有标记为经过所有节点的环的传输（allgather-hamiltonian，即沿二维或三维环面的链路不相交哈密顿环的全对全广播，才有这样的传输）</translation>
    </message>
    <message>
        <source>Seed 002, step 4.3, claims that the pieces of a packet reach every node in different rounds (&quot;the distance of i and j along H_1 differs from their distance along H_2&quot;): claimed, 0 of the %1 ordered pairs (j, i) get two pieces in one round.</source>
        <translation>种子文献 002 第 4.3 步声称，一个数据包的各片段在不同轮次到达每个节点（“i 与 j 沿 H_1 的距离不同于它们沿 H_2 的距离”）：按此声称，%1 个有序对 (j, i) 中有 0 个在同一轮收到两个片段。</translation>
    </message>
    <message>
        <source>Measured: not beyond %1 nodes (this network has %2).</source>
        <translation>已测量：不超过 %1 个节点（该网络有 %2 个）。</translation>
    </message>
    <message>
        <source>Measured on these cycles: 0 of %1, the claim holds here.</source>
        <translation>在这些环上测得：%1 个中有 0 个，该声称在此成立。</translation>
    </message>
    <message>
        <source>Measured on these cycles: %1 of %2, the claim fails here (e.g. node %3 gets two pieces of node %4&apos;s packet in round %5); nothing depends on it, a node merges a packet when its last piece arrives.</source>
        <translation>在这些环上测得：%2 个中有 %1 个，该声称在此不成立（例如节点 %3 在第 %5 轮收到节点 %4 的数据包的两个片段）；但没有任何东西依赖于它，节点在数据包的最后一个片段到达时合并该数据包。</translation>
    </message>
    <message>
        <source>Before round 1: every node holds its own packet as %1 pieces of m/%1 words; piece c travels both ways round H_c.</source>
        <translation>第 1 轮之前：每个节点把自己的数据包分成 %1 个片段，每个 m/%1 个字；片段 c 沿 H_c 双向传送。</translation>
    </message>
    <message>
        <source>Round %1 of %2: the pieces of node %3&apos;s packet cross %4 links; %5 of the %6 nodes hold all of it.</source>
        <translation>第 %1 轮，共 %2 轮：节点 %3 的数据包的片段经过 %4 条链路；%6 个节点中有 %5 个已持有其全部。</translation>
    </message>
    <message>
        <source>Over all packets: %1 completed at a receiver this round, %2 times two pieces of one packet reached a node together.</source>
        <translation>就所有数据包而言：本轮有 %1 个在接收者处完整，有 %2 次同一数据包的两个片段同时到达一个节点。</translation>
    </message>
    <message>
        <source>No network yet.</source>
        <translation>还没有网络。</translation>
    </message>
    <message>
        <source>No Hamiltonian cycles in this run: %1.</source>
        <translation>本次运行中没有哈密顿环：%1。</translation>
    </message>
    <message>
        <source>holds (%1)</source>
        <translation>成立（%1）</translation>
    </message>
    <message>
        <source>fails: %1</source>
        <translation>不成立：%1</translation>
    </message>
    <message>
        <source>The engine&apos;s checks: Hamiltonian %1; link-disjoint %2.</source>
        <translation>引擎的检查：哈密顿性 %1；链路不相交 %2。</translation>
    </message>
</context>
<context>
    <name>collviz::views::HamiltonianPanel</name>
    <message>
        <source>Follow the packet of node</source>
        <translation>跟踪该节点的数据包</translation>
    </message>
    <message>
        <source>Whose packet&apos;s pieces the drawing follows round by round (or click a node in the network)</source>
        <translation>绘图逐轮跟踪哪个节点的数据包的片段（也可在网络中单击一个节点）</translation>
    </message>
    <message>
        <source>Hamiltonian cycles</source>
        <translation>哈密顿环</translation>
    </message>
</context>
<context>
    <name>collviz::views::HamiltonianRenderer</name>
    <message>
        <source>%1 link-disjoint Hamiltonian cycles of %2; node %3&apos;s packet before round 1</source>
        <translation>%2 的 %1 个链路不相交哈密顿环；第 1 轮之前节点 %3 的数据包</translation>
    </message>
    <message>
        <source>%1 link-disjoint Hamiltonian cycles of %2; round %3 of %4: where the pieces of node %5&apos;s packet go</source>
        <translation>%2 的 %1 个链路不相交哈密顿环；第 %3 轮，共 %4 轮：节点 %5 的数据包的片段去向</translation>
    </message>
    <message>
        <source>H_%1</source>
        <translation>H_%1</translation>
    </message>
    <message>
        <source>a piece&apos;s hop this round</source>
        <translation>片段在本轮的一跳</translation>
    </message>
    <message>
        <source>origin</source>
        <translation>源节点</translation>
    </message>
    <message>
        <source>all %1 pieces</source>
        <translation>全部 %1 个片段</translation>
    </message>
    <message>
        <source>some</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>尚无</translation>
    </message>
    <message>
        <source>two pieces arrive together</source>
        <translation>两个片段同时到达</translation>
    </message>
</context>
<context>
    <name>collviz::views::KeyboardHelp</name>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
    <message>
        <source>Every action with its keys. The stepping keys work wherever the focus is, except while a number or text is being typed; Alt with a menu&apos;s underlined letter opens the menu, and the arrows reach every entry.</source>
        <translation>每个操作及其按键。除正在输入数字或文本时外，步进键在任何焦点下都有效；Alt 加菜单中带下划线的字母打开菜单，方向键可到达每一项。</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>collviz::views::MainWindow</name>
    <message>
        <source>Running %1 on %2…</source>
        <translation>正在 %2 上运行 %1…</translation>
    </message>
    <message>
        <source>Preparing the step-by-step replay…</source>
        <translation>正在准备逐步回放…</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>第一步（Home）</translation>
    </message>
    <message>
        <source>Step back (←, Page Up)</source>
        <translation>后退一步（←，Page Up）</translation>
    </message>
    <message>
        <source>Step forward (→, Page Down)</source>
        <translation>前进一步（→，Page Down）</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>最后一步（End）</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>Round shown: 0 is the initial state</source>
        <translation>显示的轮次：0 为初始状态</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the engine run under way</source>
        <translation>停止正在进行的引擎运行</translation>
    </message>
    <message>
        <source>&amp;Fit network to window</source>
        <translation>使网络适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>3D networks as &amp;floors side by side</source>
        <translation>三维网络按层并排显示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode (drawing, narration and playback only)</source>
        <translation>演示模式(&amp;P)（只显示绘图、讲解和播放控制）</translation>
    </message>
    <message>
        <source>&amp;Reset panel layout</source>
        <translation>重置面板布局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>%1 on %2: rounds %3, computed in %4 ms</source>
        <translation>%2 上的 %1：%3 轮，计算用时 %4 毫秒</translation>
    </message>
    <message>
        <source>Cannot run this setup: %1</source>
        <translation>无法运行此设置：%1</translation>
    </message>
    <message>
        <source>%1 on %2 — CollViz</source>
        <translation>%2 上的 %1 — CollViz</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>暂停（Space）</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>播放（Space）</translation>
    </message>
    <message>
        <source>Export schedule</source>
        <translation>导出调度</translation>
    </message>
    <message>
        <source>There is no result to export: %1</source>
        <translation>没有可导出的结果：%1</translation>
    </message>
    <message>
        <source>Select the &amp;next node</source>
        <translation>选择下一个节点(&amp;N)</translation>
    </message>
    <message>
        <source>Select the &amp;previous node</source>
        <translation>选择上一个节点(&amp;P)</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>第 %1 轮，共 %2 轮</translation>
    </message>
    <message>
        <source>Cost chart</source>
        <translation>代价图</translation>
    </message>
    <message>
        <source>Schedule table</source>
        <translation>调度表</translation>
    </message>
    <message>
        <source>Data matrix</source>
        <translation>数据矩阵</translation>
    </message>
    <message>
        <source>Time-space diagram</source>
        <translation>时空图</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>TADT levels</source>
        <translation>TADT 层</translation>
    </message>
    <message>
        <source>Save &amp;picture of the network (PNG, SVG, PDF)…</source>
        <translation>保存网络图片(&amp;P)（PNG、SVG、PDF）…</translation>
    </message>
    <message>
        <source>Export &amp;animation (GIF, PNG frames, MP4, WebM)…</source>
        <translation>导出动画(&amp;A)（GIF、PNG 帧、MP4、WebM）…</translation>
    </message>
    <message>
        <source>Export &amp;LaTeX (TikZ figure, Beamer overlays)…</source>
        <translation>导出 LaTeX(&amp;L)（TikZ 图、Beamer 叠层）…</translation>
    </message>
    <message>
        <source>Export &amp;table (CSV, LaTeX, Markdown)…</source>
        <translation>导出表格(&amp;T)（CSV、LaTeX、Markdown）…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>系统默认（%1）</translation>
    </message>
    <message>
        <source>--round %1 is beyond the run&apos;s %2 rounds (0 = the initial state, 1..%2)</source>
        <translation>--round %1 超出了运行的 %2 轮（0 = 初始状态，1..%2）</translation>
    </message>
    <message>
        <source>&amp;Status line (algorithm, model, round, time)</source>
        <translation>状态行（算法、模型、轮次、时间）(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Blank the screen (presentation)</source>
        <translation>黑屏（演示）(&amp;B)</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>退出演示模式</translation>
    </message>
    <message>
        <source>&amp;Bookmark this round (again: remove)</source>
        <translation>为本轮加书签（再按：删除）(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next bookmark</source>
        <translation>下一个书签(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous bookmark</source>
        <translation>上一个书签(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Clear bookmarks</source>
        <translation>清除书签(&amp;C)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>图例(&amp;L)</translation>
    </message>
    <message>
        <source>Reset the 3D &amp;rotation</source>
        <translation>重置三维旋转(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>速度(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>键盘(&amp;K)…</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>The round on show and the rounds of the run</source>
        <translation>正在显示的轮次与运行的总轮数</translation>
    </message>
    <message>
        <source>Round shown: 0 is the initial state. Bookmarks: %1</source>
        <translation>显示的轮次：0 为初始状态。书签：%1</translation>
    </message>
    <message>
        <source>Reading and checking the schedule file…</source>
        <translation>正在读取并检查调度文件…</translation>
    </message>
    <message>
        <source>Open schedule</source>
        <translation>打开调度</translation>
    </message>
    <message>
        <source>%1: %2 on %3 — CollViz</source>
        <translation>%1：%3 上的 %2 — CollViz</translation>
    </message>
    <message>
        <source>Hamiltonian cycles</source>
        <translation>哈密顿环</translation>
    </message>
    <message>
        <source>&amp;Race: the Compare panel in the drawing&apos;s place</source>
        <translation>竞赛：以“比较”面板代替绘图(&amp;R)</translation>
    </message>
    <message>
        <source>Choose the network, the collective and its algorithm, the communication model and the costs; every change runs the engine again.</source>
        <translation>选择网络、集合操作及其算法、通信模型和代价参数；每次更改都会重新运行引擎。</translation>
    </message>
    <message>
        <source>What happens in the round on show, in one sentence, and what the selected node holds.</source>
        <translation>用一句话说明当前显示的这一轮发生了什么，以及所选节点持有什么。</translation>
    </message>
    <message>
        <source>The run&apos;s rounds and time beside the source&apos;s formula and lower bound, and whether the schedule was verified; the second tab has them per round.</source>
        <translation>运行的轮数和时间，与原文的公式和下界并列，以及调度是否通过验证；第二个标签页按轮列出。</translation>
    </message>
    <message>
        <source>The algorithm&apos;s pseudo-code with the selected processor&apos;s line and variables in the round on show.</source>
        <translation>算法的伪代码，以及所选处理器在当前轮中所在的行和变量。</translation>
    </message>
    <message>
        <source>Time against the message size m and against the number of processors for every algorithm of the operation, their crossovers, and each algorithm&apos;s time broken down into its parts.</source>
        <translation>该操作的每个算法的时间与消息大小 m 及处理器数的关系、它们的交叉点，以及每个算法时间的分解。</translation>
    </message>
    <message>
        <source>Rounds by processors: each cell lists the node&apos;s transfers in that round; the second tab has the source&apos;s own table.</source>
        <translation>轮 × 处理器：每个单元格列出该节点在该轮中的传输；第二个标签页是原文自己的表。</translation>
    </message>
    <message>
        <source>Where the data is: cell (i, j) is node i&apos;s packet for node j, or whether node i holds node j&apos;s data.</source>
        <translation>数据在哪里：单元格 (i, j) 是节点 i 发给节点 j 的数据包，或表示节点 i 是否持有节点 j 的数据。</translation>
    </message>
    <message>
        <source>Every message as a line from its sender to its receiver against the engine&apos;s time, one row per processor.</source>
        <translation>每条消息画成一条随引擎时间从发送方到接收方的线，每个处理器一行。</translation>
    </message>
    <message>
        <source>A second algorithm or model beside the run on show, on the same clock, and a race of their times.</source>
        <translation>在当前运行旁边、按同一时钟运行的第二个算法或模型，以及它们时间的竞赛。</translation>
    </message>
    <message>
        <source>The time-arc-disjoint trees of the all-to-all broadcast, level by level, and the engine&apos;s checks of them.</source>
        <translation>全对全广播的时间弧不相交树，逐层显示，以及引擎对它们的检查。</translation>
    </message>
    <message>
        <source>The link-disjoint Hamiltonian cycles of the all-to-all broadcast, and where the pieces of one node&apos;s packet are in the round on show.</source>
        <translation>全对全广播的链路不相交哈密顿环，以及当前轮中某个节点数据包的各个片段所在的位置。</translation>
    </message>
    <message>
        <source>Blank screen</source>
        <translation>黑屏</translation>
    </message>
    <message>
        <source>The screen is blanked for the lecture; B or . shows it again.</source>
        <translation>屏幕已为讲课而黑屏；按 B 或 . 重新显示。</translation>
    </message>
    <message>
        <source>Round shown</source>
        <translation>显示的轮</translation>
    </message>
    <message>
        <source>More playback controls</source>
        <translation>更多播放控制</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>更多菜单</translation>
    </message>
    <message>
        <source>Progress of the engine run</source>
        <translation>引擎运行进度</translation>
    </message>
    <message>
        <source>&amp;About CollViz</source>
        <translation>关于 CollViz(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Exercise</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Predict the next round before it is shown: the channels that carry data, what a node holds after it, or its time; then reveal it and see what was right, missed and wrong.</source>
        <translation>在下一轮显示之前预测它：传送数据的信道、某个节点在该轮之后持有的内容或该轮的时间；然后揭晓答案，看看哪些正确、哪些遗漏、哪些错误。</translation>
    </message>
    <message>
        <source>Schedule designer</source>
        <translation>调度设计器</translation>
    </message>
    <message>
        <source>Build a schedule round by round on the drawing: each transfer judged by the engine&apos;s rules as you make it, its time, what is still missing, and the registered algorithms and the bound beside it.</source>
        <translation>在绘图上逐轮构建调度：每次传输在添加时即按引擎的规则判定，同时给出其时间、尚缺的内容，以及与已注册算法和下界的对比。</translation>
    </message>
    <message>
        <source>E&amp;xercise mode (predict each round before it is shown)</source>
        <translation>练习模式(&amp;X)（在每一轮显示之前预测它）</translation>
    </message>
    <message>
        <source>&amp;Export schedule…</source>
        <translation>导出调度(&amp;E)…</translation>
    </message>
    <message>
        <source>%1 cannot be written as %2: %3</source>
        <translation>%1 无法写成 %2：%3</translation>
    </message>
    <message>
        <source>%1 cannot be written as %2; nothing was written</source>
        <translation>%1 无法写成 %2；未写入任何内容</translation>
    </message>
    <message>
        <source>%1 was written. %2.</source>
        <translation>已写入 %1。%2。</translation>
    </message>
</context>
<context>
    <name>collviz::views::NarrationPanel</name>
    <message>
        <source>Cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>This setup cannot run: the reason is shown above the drawing.</source>
        <translation>此设置无法运行：原因显示在绘图上方。</translation>
    </message>
    <message>
        <source>Running the engine…</source>
        <translation>正在运行引擎…</translation>
    </message>
    <message>
        <source>(this round has no narration)</source>
        <translation>（本轮没有讲解）</translation>
    </message>
    <message numerus="yes">
        <source>Start · %n round(s)</source>
        <translation>
            <numerusform>开始 · %n 轮</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>第 %1 轮，共 %2 轮</translation>
    </message>
    <message numerus="yes">
        <source>What-if: this round breaks the model&apos;s rules %n time(s) (%1).</source>
        <translation>
            <numerusform>假设情形：本轮违反模型规则 %n 次（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>What-if: this round breaks none of the model&apos;s rules.</source>
        <translation>假设情形：本轮没有违反任何模型规则。</translation>
    </message>
    <message>
        <source>The round takes %1.</source>
        <translation>本轮用时 %1。</translation>
    </message>
    <message>
        <source>Before the first round: the processors hold the operation&apos;s initial data. Press Space to play or → to show round 1.</source>
        <translation>第一轮之前：处理器持有该操作的初始数据。按 Space 播放，或按 → 显示第 1 轮。</translation>
    </message>
    <message>
        <source>data not held</source>
        <translation>未持有的数据</translation>
    </message>
    <message>
        <source>not a path</source>
        <translation>不是路径</translation>
    </message>
    <message>
        <source>wrong end</source>
        <translation>端点错误</translation>
    </message>
    <message>
        <source>port limit</source>
        <translation>端口限制</translation>
    </message>
    <message>
        <source>combined packets under a noncombining model</source>
        <translation>非合并模型下的合并数据包</translation>
    </message>
    <message>
        <source>bad combine</source>
        <translation>错误的合并</translation>
    </message>
</context>
<context>
    <name>collviz::views::NetworkFigure</name>
    <message>
        <source>No result</source>
        <translation>无结果</translation>
    </message>
    <message>
        <source>Model %1%2; m = %3, t_s = %4, t_w = %5, t_h = %6</source>
        <translation>模型 %1%2；m = %3，t_s = %4，t_w = %5，t_h = %6</translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation>（假设情形）</translation>
    </message>
    <message numerus="yes">
        <source>initial state (%n round(s) follow)</source>
        <translation>
            <numerusform>初始状态（随后 %n 轮）</numerusform>
        </translation>
    </message>
    <message>
        <source>round %1 of %2, t = %3 of the round&apos;s %4 (run time %5 of %6)</source>
        <translation>第 %1 轮，共 %2 轮，t = %3（该轮共 %4；运行时间 %5 / %6）</translation>
    </message>
    <message>
        <source>, t_c = %1</source>
        <translation>，t_c = %1</translation>
    </message>
</context>
<context>
    <name>collviz::views::NetworkView</name>
    <message>
        <source>Node %1 (processor %2)</source>
        <translation>节点 %1（处理器 %2）</translation>
    </message>
    <message>
        <source>Position %1 in the shift&apos;s ring order</source>
        <translation>在移位的环序中的位置 %1</translation>
    </message>
    <message>
        <source>Switch %1</source>
        <translation>交换机 %1</translation>
    </message>
    <message>
        <source>Holds nothing</source>
        <translation>什么也没有持有</translation>
    </message>
    <message numerus="yes">
        <source>Holds %n packet(s):</source>
        <translation>
            <numerusform>持有 %n 个数据包：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> 以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Exceeds its port limit in this round</source>
        <translation>本轮超出其端口限制</translation>
    </message>
    <message>
        <source>Channel %1 → %2</source>
        <translation>信道 %1 → %2</translation>
    </message>
    <message>
        <source> (wraparound)</source>
        <translation> （回绕）</translation>
    </message>
    <message>
        <source>Initial state: nothing is sent</source>
        <translation>初始状态：没有发送任何内容</translation>
    </message>
    <message>
        <source>Idle in round %1</source>
        <translation>第 %1 轮空闲</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n message(s)</source>
        <translation>
            <numerusform>第 %1 轮：%n 条消息</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message %1 -&gt; %2, %n packet(s):</source>
        <translation>
            <numerusform>消息 %1 -&gt; %2，%n 个数据包：</numerusform>
        </translation>
    </message>
    <message>
        <source>Channel load:</source>
        <translation>信道负载：</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>1 message</source>
        <translation>1 条消息</translation>
    </message>
    <message>
        <source>2 messages</source>
        <translation>2 条消息</translation>
    </message>
    <message>
        <source>port limit exceeded</source>
        <translation>超出端口限制</translation>
    </message>
    <message>
        <source>Wormhole: a worm spans its path</source>
        <translation>虫孔路由：一个蠕虫占据其整条路径</translation>
    </message>
    <message>
        <source>Store-and-forward: hop by hop</source>
        <translation>存储转发：逐跳传送</translation>
    </message>
    <message numerus="yes">
        <source>Overview of %n vertices: dark = holds data, idle links not drawn</source>
        <translation>
            <numerusform>%n 个顶点的概览：深色 = 持有数据，空闲链路不绘制</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag or Shift+arrows: rotate, Shift+drag: pan, R: reset</source>
        <translation>拖动或 Shift+方向键：旋转，Shift+拖动：平移，R：复位</translation>
    </message>
    <message>
        <source>#j: position in the shift&apos;s ring order</source>
        <translation>#j：在移位的环序中的位置</translation>
    </message>
    <message>
        <source>V: rotatable 3D view</source>
        <translation>V：可旋转的三维视图</translation>
    </message>
    <message>
        <source>V: floors side by side</source>
        <translation>V：各层并排</translation>
    </message>
    <message>
        <source>L: hide legend</source>
        <translation>L：隐藏图例</translation>
    </message>
    <message numerus="yes">
        <source>%1 -&gt; %2, %n packet(s), on this channel %3 to %4</source>
        <translation>
            <numerusform>%1 -&gt; %2，%n 个数据包，在此信道上从 %3 到 %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Travels from %1 to %2 of the round&apos;s %3</source>
        <translation>在该轮的 %3 中从 %1 传送到 %2</translation>
    </message>
    <message>
        <source>3, 4, …: take turns (numbered)</source>
        <translation>3、4……：轮流传送（已编号）</translation>
    </message>
    <message>
        <source>selected node (N: next)</source>
        <translation>选中的节点（N：下一个）</translation>
    </message>
    <message>
        <source>highlighted transfer</source>
        <translation>高亮的传输</translation>
    </message>
    <message>
        <source>List node contents as in the textbook: (0,1,2,…)</source>
        <translation>像教科书那样列出节点内容：(0,1,2,…)</translation>
    </message>
    <message>
        <source>Each node&apos;s chip lists the packets it holds instead of their number</source>
        <translation>每个节点的标签列出它持有的数据包，而不是数量</translation>
    </message>
    <message>
        <source>Breaks a rule: %1</source>
        <translation>违反规则：%1</translation>
    </message>
    <message>
        <source>selected node</source>
        <translation>选中的节点</translation>
    </message>
    <message>
        <source>the messages of node %1</source>
        <translation>节点 %1 的消息</translation>
    </message>
    <message>
        <source>the links along %1</source>
        <translation>沿 %1 的链路</translation>
    </message>
    <message>
        <source>the links of dimension %1</source>
        <translation>第 %1 维的链路</translation>
    </message>
    <message>
        <source>subcube %1 (a Q%2)</source>
        <translation>子立方体 %1（一个 Q%2）</translation>
    </message>
    <message>
        <source>the line %1</source>
        <translation>线 %1</translation>
    </message>
    <message>
        <source>the plane %1</source>
        <translation>平面 %1</translation>
    </message>
    <message>
        <source>the block %1</source>
        <translation>块 %1</translation>
    </message>
    <message>
        <source>greyed: outside the focus (%1)</source>
        <translation>灰色：焦点之外（%1）</translation>
    </message>
    <message>
        <source>F&amp;ocus</source>
        <translation>焦点(&amp;O)</translation>
    </message>
    <message>
        <source>No network shown</source>
        <translation>未显示网络</translation>
    </message>
    <message>
        <source>No focus</source>
        <translation>无焦点</translation>
    </message>
    <message>
        <source>Round %1 breaks a rule: %2</source>
        <translation>第 %1 轮违反规则：%2</translation>
    </message>
    <message>
        <source>No run is drawn.</source>
        <translation>没有绘制任何运行。</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 before the first of its %n round(s): nothing is sent yet.</source>
        <translation>
            <numerusform>%1 在 %2 上，共 %n 轮，第一轮之前：尚未发送任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <translation>%1 经由 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 carries %n packet(s): %2</source>
        <translation>
            <numerusform>%1 传送 %n 个数据包：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more transfer(s)</source>
        <translation>
            <numerusform>以及另外 %n 次传输</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of %2: nothing is sent.</source>
        <translation>第 %1 轮，共 %2 轮：不发送任何内容。</translation>
    </message>
    <message>
        <source>Round %1 of %2: %3.</source>
        <translation>第 %1 轮，共 %2 轮：%3。</translation>
    </message>
    <message>
        <source>Network drawing</source>
        <translation>网络绘图</translation>
    </message>
    <message>
        <source>◆ your prediction</source>
        <translation>◆ 你的预测</translation>
    </message>
    <message>
        <source>✓ right</source>
        <translation>✓ 正确</translation>
    </message>
    <message>
        <source>○ missed</source>
        <translation>○ 遗漏</translation>
    </message>
    <message>
        <source>✗ wrong</source>
        <translation>✗ 错误</translation>
    </message>
    <message>
        <source>✓ breaks no rule</source>
        <translation>✓ 未违反规则</translation>
    </message>
    <message>
        <source>✗ breaks a rule</source>
        <translation>✗ 违反规则</translation>
    </message>
</context>
<context>
    <name>collviz::views::PanelFigure</name>
    <message>
        <source>Cost chart: time against p, %1</source>
        <translation>成本图：时间随 p 变化，%1</translation>
    </message>
    <message>
        <source>Cost chart: time against m, %1 on %2</source>
        <translation>成本图：时间随 m 变化，%1，在 %2 上</translation>
    </message>
    <message>
        <source>t_s = %1, t_w = %2, t_h = %3; lines: the source&apos;s formula, markers: the engine&apos;s times, dashed: the lower bound</source>
        <translation>t_s = %1，t_w = %2，t_h = %3；线：来源的公式，标记：引擎的时间，虚线：下界</translation>
    </message>
    <message>
        <source>m = %1 (%2 faster below, %3 above)</source>
        <translation>m = %1（低于它时 %2 更快，高于它时 %3 更快）</translation>
    </message>
    <message>
        <source>; crossovers (stars): %1</source>
        <translation>；交叉点（星号）：%1</translation>
    </message>
    <message>
        <source>Time-arc-disjoint trees on %1: level %2 of %3</source>
        <translation>%1 上的时间弧不相交树：第 %2 层，共 %3 层</translation>
    </message>
    <message>
        <source>Data matrix</source>
        <translation>数据矩阵</translation>
    </message>
    <message>
        <source>Data matrix: %1 on %2, %3</source>
        <translation>数据矩阵：%1，在 %2 上，%3</translation>
    </message>
    <message>
        <source>initial state</source>
        <translation>初始状态</translation>
    </message>
    <message>
        <source>after round %1 of %2</source>
        <translation>第 %1 轮之后，共 %2 轮</translation>
    </message>
    <message>
        <source>Model %1; m = %2</source>
        <translation>模型 %1；m = %2</translation>
    </message>
    <message>
        <source>the TADT view has nothing to show for %1: %2</source>
        <translation>TADT 视图对 %1 没有可显示的内容：%2</translation>
    </message>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>导出已取消；没有写入任何内容</translation>
    </message>
    <message>
        <source>Cost breakdown at m = %1 words: %2 on %3</source>
        <translation>m = %1 个字时的代价分解：%3 上的 %2</translation>
    </message>
    <message>
        <source>t_s = %1, t_w = %2, t_h = %3. Per round, the message that finishes last: its start-up, its words&apos; t_w (on every hop under store-and-forward), its hops&apos; t_h, and the rest of its time, waiting for a channel or a port; the rounds&apos; parts add up to the time.</source>
        <translation>t_s = %1，t_w = %2，t_h = %3。每一轮中最后完成的消息：它的启动时间、它的各个字的 t_w（在存储转发下每跳都计）、它的各跳的 t_h，以及其余时间，即等待信道或端口的时间；各轮的这些部分加起来就是总时间。</translation>
    </message>
    <message>
        <source>Time-space diagram</source>
        <translation>时空图</translation>
    </message>
    <message>
        <source>Time-space diagram: %1</source>
        <translation>时空图：%1</translation>
    </message>
    <message>
        <source>Model %1; m = %2; engine time %3 to %4</source>
        <translation>模型 %1；m = %2；引擎时间 %3 到 %4</translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation>第 %1 轮，共 %2 轮</translation>
    </message>
    <message>
        <source>Link-disjoint Hamiltonian cycles on %1: %2</source>
        <translation>%1 上的链路不相交哈密顿环：%2</translation>
    </message>
    <message>
        <source>the Hamiltonian-cycles view has nothing to show for %1 on %2: %3</source>
        <translation>哈密顿环视图对 %2 上的 %1 没有可显示的内容：%3</translation>
    </message>
    <message>
        <source>views.hamiltonian.origin %1 is not a processor of %2; accepted: 0 to %3</source>
        <translation>views.hamiltonian.origin %1 不是 %2 的处理器；可接受：0 到 %3</translation>
    </message>
    <message>
        <source>there is no panel &apos;%1&apos;; use chart, tadt, hamiltonian, matrix or timespace</source>
        <translation>没有面板“%1”；请使用 chart、tadt、hamiltonian、matrix 或 timespace</translation>
    </message>
    <message>
        <source>t_c = %1; </source>
        <translation>t_c = %1；</translation>
    </message>
</context>
<context>
    <name>collviz::views::PdfFormat</name>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>cannot write %1: the picture could not be painted</source>
        <translation>无法写入 %1：无法绘制该图像</translation>
    </message>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>导出已取消；没有写入任何内容</translation>
    </message>
    <message>
        <source>cannot write %1: the pages could not be painted</source>
        <translation>无法写入 %1：无法绘制这些页面</translation>
    </message>
</context>
<context>
    <name>collviz::views::PngFormat</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>cannot write %1: the picture could not be painted</source>
        <translation>无法写入 %1：无法绘制该图像</translation>
    </message>
</context>
<context>
    <name>collviz::views::PngFramesFormat</name>
    <message>
        <source>Numbered PNG frames (*.png)</source>
        <translation>编号的 PNG 帧 (*.png)</translation>
    </message>
    <message>
        <source>.png (numbered frames)</source>
        <translation>.png（编号的帧）</translation>
    </message>
    <message>
        <source>cannot write %1: no folder for the frames (%2)</source>
        <translation>无法写入 %1：没有存放帧的文件夹（%2）</translation>
    </message>
    <message>
        <source>cannot write the frames %1 (%2); the files there before are unchanged</source>
        <translation>无法写入帧 %1（%2）；原有文件保持不变</translation>
    </message>
    <message>
        <source>cannot write %1: the frames could not be moved from %2 (frames 1 to %3 are in place)</source>
        <translation>无法写入 %1：无法从 %2 移动帧（第 1 至 %3 帧已就位）</translation>
    </message>
    <message>
        <source>cannot write %1: the frames could not be moved from %2; no frame was moved</source>
        <translation>无法写入 %1：无法从 %2 移动帧；没有移动任何帧</translation>
    </message>
</context>
<context>
    <name>collviz::views::PseudoCodePanel</name>
    <message>
        <source>The source&apos;s pseudo-code for this algorithm is written for another network; on %1 the schedule follows the rule in the description.</source>
        <translation>原文中该算法的伪代码是为另一种网络编写的；在 %1 上，调度遵循描述中的规则。</translation>
    </message>
    <message>
        <source>No pseudo-code for this algorithm.</source>
        <translation>该算法没有伪代码。</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Click a processor in the drawing to follow its pseudo-code.</source>
        <translation>点击绘图中的处理器以跟踪其伪代码。</translation>
    </message>
    <message>
        <source>Processor %1 (%2)</source>
        <translation>处理器 %1（%2）</translation>
    </message>
    <message>
        <source>%1: no pseudo-code trace was recorded for this run.</source>
        <translation>%1：本次运行没有记录伪代码轨迹。</translation>
    </message>
    <message>
        <source>%1: before the first round.</source>
        <translation>%1：在第一轮之前。</translation>
    </message>
    <message>
        <source>%1 in round %2: line %3.</source>
        <translation>%1 在第 %2 轮：第 %3 行。</translation>
    </message>
    <message>
        <source>%1 in round %2: idle.</source>
        <translation>%1 在第 %2 轮：空闲。</translation>
    </message>
    <message>
        <source>This schedule was read from a file and no built-in algorithm made it, so there is no pseudo-code; the narration and the schedule table show what each round does.</source>
        <translation>此调度读自文件，并非由内置算法生成，因此没有伪代码；每一轮做什么，请看讲解和调度表。</translation>
    </message>
    <message>
        <source>Pseudo-code</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>The algorithm&apos;s lines; the selected processor&apos;s line in the round on show is marked</source>
        <translation>算法的各行；所选处理器在当前轮所在的行已标出</translation>
    </message>
    <message>
        <source>Variables of the selected processor</source>
        <translation>所选处理器的变量</translation>
    </message>
</context>
<context>
    <name>collviz::views::RaceBar</name>
    <message>
        <source>%1: time %2 of %3</source>
        <translation>%1：时间 %2 / %3</translation>
    </message>
    <message>
        <source>%1: no run</source>
        <translation>%1：无运行</translation>
    </message>
</context>
<context>
    <name>collviz::views::ResultsModel</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>%1 (source: %2)</source>
        <translation>%1（原文：%2）</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>the source gives none</source>
        <translation>原文没有给出</translation>
    </message>
    <message>
        <source>Time / formula</source>
        <translation>时间 / 公式</translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation>下界</translation>
    </message>
    <message>
        <source>none stated</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>Time / bound</source>
        <translation>时间 / 下界</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>The postcondition holds and no rule was broken.</source>
        <translation>后置条件成立，没有违反任何规则。</translation>
    </message>
    <message>
        <source>The postcondition fails or a rule was broken; see below.</source>
        <translation>后置条件不成立或违反了规则；见下文。</translation>
    </message>
    <message>
        <source>Violations</source>
        <translation>违规</translation>
    </message>
    <message>
        <source>Max link load</source>
        <translation>最大链路负载</translation>
    </message>
    <message>
        <source>The most messages one channel carried in one round (contention serialises them).</source>
        <translation>一条信道在一轮中传送的最多消息数（竞争使它们串行化）。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 (what-if; natural: %2)</source>
        <translation>%1（假设情形；自然模型：%2）</translation>
    </message>
    <message>
        <source>Formula deviation</source>
        <translation>与公式的偏差</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>%1, p = %2</source>
        <translation>%1，p = %2</translation>
    </message>
    <message>
        <source>Round %1, %2</source>
        <translation>第 %1 轮，%2</translation>
    </message>
    <message>
        <source>Postcondition</source>
        <translation>后置条件</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>What-if effect</source>
        <translation>假设情形的影响</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <source>%1 (%2; no built-in algorithm)</source>
        <translation>%1（%2；无内置算法）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>a schedule file, checked and timed here</source>
        <translation>调度文件，在此检查并计时</translation>
    </message>
</context>
<context>
    <name>collviz::views::ResultsPanel</name>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Per round</source>
        <translation>每轮</translation>
    </message>
    <message>
        <source>Results summary</source>
        <translation>结果摘要</translation>
    </message>
    <message>
        <source>The run&apos;s rounds, time, the source&apos;s formula and lower bound, and the engine&apos;s checks, one quantity a row</source>
        <translation>运行的轮数、时间、原文的公式和下界以及引擎的检查，每行一个量</translation>
    </message>
    <message>
        <source>Results per round</source>
        <translation>每轮结果</translation>
    </message>
    <message>
        <source>One row per round; clicking a row shows that round</source>
        <translation>每轮一行；单击某行即显示该轮</translation>
    </message>
</context>
<context>
    <name>collviz::views::RoundsModel</name>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Packets</source>
        <translation>数据包</translation>
    </message>
    <message>
        <source>Max load</source>
        <translation>最大负载</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
</context>
<context>
    <name>collviz::views::ScenarioFiles</name>
    <message>
        <source>%1 — %2, round %3</source>
        <translation>%1 — %2，第 %3 轮</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>示例(&amp;X)</translation>
    </message>
    <message>
        <source>Save &amp;scenario</source>
        <translation>保存场景(&amp;S)</translation>
    </message>
    <message>
        <source>Sa&amp;ve scenario as…</source>
        <translation>场景另存为(&amp;V)…</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>CollViz scenarios (*.collviz)</source>
        <translation>CollViz 场景 (*.collviz)</translation>
    </message>
    <message>
        <source>Cost chart — %1 on %2</source>
        <translation>成本图 — %1，在 %2 上</translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos;: %2</source>
        <translation>场景文件“%1”：%2</translation>
    </message>
    <message>
        <source>views: there is no panel &apos;%1&apos;; accepted: %2</source>
        <translation>views：没有面板“%1”；可接受：%2</translation>
    </message>
    <message>
        <source>&amp;Open scenario or schedule…</source>
        <translation>打开场景或调度(&amp;O)…</translation>
    </message>
    <message>
        <source>the window shows the schedule file &apos;%1&apos;, and a scenario keeps the setup of a built-in algorithm; nothing was written (open the schedule file again to come back to it)</source>
        <translation>窗口显示的是调度文件“%1”，而场景保存的是内置算法的设置；未写入任何内容（重新打开该调度文件即可回到它）</translation>
    </message>
    <message>
        <source>Open scenario or schedule</source>
        <translation>打开场景或调度</translation>
    </message>
    <message>
        <source>the window shows a designed schedule, and a scenario keeps the setup of a built-in algorithm; nothing was written (save the design as a schedule file from the designer)</source>
        <translation>窗口显示的是设计的调度，而场景保存的是内置算法的设置；未写入任何内容（请在设计器中把设计保存为调度文件）</translation>
    </message>
    <message>
        <source>CollViz scenarios and schedules (%1)</source>
        <translation>CollViz 场景和调度 (%1)</translation>
    </message>
</context>
<context>
    <name>collviz::views::ScheduleNetworkDialog</name>
    <message>
        <source>Network of the schedule</source>
        <translation>调度的网络</translation>
    </message>
    <message>
        <source>The file names its processors (%1) but no network. Choose the network it runs on (a SPEC such as complete:%1, switch:%1 or graph:FILE); its links and routes decide the contention and the time.</source>
        <translation>该文件指明了它的处理器（%1），但没有指明网络；请选择它运行所在的网络（一个 SPEC，例如 complete:%1、switch:%1 或 graph:FILE），网络的链路和路由决定竞争和时间。</translation>
    </message>
    <message>
        <source>%1 has %2 processors; the file&apos;s schedule needs a network of %3</source>
        <translation>%1 有 %2 个处理器；该文件的调度需要一个有 %3 个处理器的网络</translation>
    </message>
</context>
<context>
    <name>collviz::views::ScheduleTableModel</name>
    <message>
        <source> … (%1 packets)</source>
        <translation> …（%1 个数据包）</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 sends to %3, %n packet(s), from %4 to %5</source>
        <translation>
            <numerusform>第 %1 轮：%2 发送给 %3，%n 个数据包，从 %4 到 %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %2 receives from %3, %n packet(s), from %4 to %5</source>
        <translation>
            <numerusform>第 %1 轮：%2 从 %3 接收，%n 个数据包，从 %4 到 %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Contention: a channel of its path carries %1 messages in this round</source>
        <translation>竞争：其路径上的一条信道在本轮传送 %1 条消息</translation>
    </message>
    <message>
        <source>Exceeds its port limit in this round</source>
        <translation>本轮超出其端口限制</translation>
    </message>
    <message>
        <source>Processor %1</source>
        <translation>处理器 %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮</translation>
    </message>
</context>
<context>
    <name>collviz::views::ScheduleTablePanel</name>
    <message>
        <source>Per node</source>
        <translation>每节点</translation>
    </message>
    <message>
        <source>Source&apos;s table</source>
        <translation>原文的表</translation>
    </message>
    <message>
        <source>This algorithm is not driven by a table of its source.</source>
        <translation>该算法不是由原文的表驱动的。</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>what each node sends</source>
        <translation>每个节点发送的内容</translation>
    </message>
    <message>
        <source>what each node receives</source>
        <translation>每个节点接收的内容</translation>
    </message>
    <message>
        <source>both</source>
        <translation>两者</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the selected cells (or the whole table) as tab-separated text (Ctrl+C)</source>
        <translation>把选中的单元格（或整张表）复制为制表符分隔的文本（Ctrl+C）</translation>
    </message>
    <message>
        <source>→ to, ← from; d: hypercube dimension, ±x/±y/±z: mesh direction; t: start–finish in the round; ⚠n: a channel carries n messages; ✖: a rule is broken. Click: go to the round and highlight these transfers.</source>
        <translation>→ 发往，← 来自；d：超立方体维，±x/±y/±z：网格方向；t：在该轮中的开始–结束；⚠n：一条信道传送 n 条消息；✖：违反了规则。点击：转到该轮并高亮这些传输。</translation>
    </message>
    <message>
        <source>(%1) holds: %2</source>
        <translation>（%1）成立：%2</translation>
    </message>
    <message>
        <source>(%1) fails: %2</source>
        <translation>（%1）不成立：%2</translation>
    </message>
    <message>
        <source>Transfers listed in each cell</source>
        <translation>每个单元格列出的传输</translation>
    </message>
    <message>
        <source>Schedule table: rounds by processors</source>
        <translation>调度表：轮 × 处理器</translation>
    </message>
    <message>
        <source>Each cell lists the transfers of a processor in a round: its partner, the packets and their times.</source>
        <translation>每个单元格列出某处理器在某轮中的传输：其伙伴、数据包及其时间。</translation>
    </message>
    <message>
        <source>The source&apos;s table</source>
        <translation>原文的表</translation>
    </message>
</context>
<context>
    <name>collviz::views::Session</name>
    <message>
        <source>the engine returned nothing</source>
        <translation>引擎没有返回任何结果</translation>
    </message>
</context>
<context>
    <name>collviz::views::SetupPanel</name>
    <message>
        <source>One-to-all broadcast</source>
        <translation>一对全广播</translation>
    </message>
    <message>
        <source>All-to-one reduction</source>
        <translation>全对一归约</translation>
    </message>
    <message>
        <source>All-to-all broadcast</source>
        <translation>全对全广播</translation>
    </message>
    <message>
        <source>All-to-all reduction</source>
        <translation>全对全归约</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>全归约</translation>
    </message>
    <message>
        <source>One-to-all personalized</source>
        <translation>一对全个性化通信</translation>
    </message>
    <message>
        <source>All-to-one personalized</source>
        <translation>全对一个性化通信</translation>
    </message>
    <message>
        <source>All-to-all personalized</source>
        <translation>全对全个性化通信</translation>
    </message>
    <message>
        <source>Circular shift</source>
        <translation>循环移位</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>拓扑：</translation>
    </message>
    <message>
        <source>Dimensions:</source>
        <translation>维数：</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>操作：</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation>算法：</translation>
    </message>
    <message>
        <source>Root:</source>
        <translation>根：</translation>
    </message>
    <message>
        <source>Shift q:</source>
        <translation>移位量 q：</translation>
    </message>
    <message>
        <source>The processor that holds the data at the start (or collects it at the end).</source>
        <translation>开始时持有数据（或结束时收集数据）的处理器。</translation>
    </message>
    <message>
        <source>Every processor i sends its datum to processor (i + q) mod p.</source>
        <translation>每个处理器 i 把它的数据发送给处理器 (i + q) mod p。</translation>
    </message>
    <message>
        <source>Communication model</source>
        <translation>通信模型</translation>
    </message>
    <message>
        <source>Store-and-forward (SF)</source>
        <translation>存储转发（SF）</translation>
    </message>
    <message>
        <source>Wormhole (WH)</source>
        <translation>虫孔路由（WH）</translation>
    </message>
    <message>
        <source>1-port</source>
        <translation>单端口</translation>
    </message>
    <message>
        <source>k-port</source>
        <translation>k 端口</translation>
    </message>
    <message>
        <source>All-port</source>
        <translation>全端口</translation>
    </message>
    <message>
        <source>Full duplex</source>
        <translation>全双工</translation>
    </message>
    <message>
        <source>Half duplex</source>
        <translation>半双工</translation>
    </message>
    <message>
        <source>Combining (several packets in one message)</source>
        <translation>合并（一条消息中含多个数据包）</translation>
    </message>
    <message>
        <source>Use the algorithm&apos;s natural model</source>
        <translation>使用算法的自然模型</translation>
    </message>
    <message>
        <source>Switching:</source>
        <translation>交换方式：</translation>
    </message>
    <message>
        <source>Ports:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>k:</source>
        <translation>k：</translation>
    </message>
    <message>
        <source>Links:</source>
        <translation>链路：</translation>
    </message>
    <message>
        <source>Cost parameters</source>
        <translation>代价参数</translation>
    </message>
    <message>
        <source>m (words):</source>
        <translation>m（字）：</translation>
    </message>
    <message>
        <source>t&lt;sub&gt;s&lt;/sub&gt; (start-up):</source>
        <translation>t&lt;sub&gt;s&lt;/sub&gt;（启动时间）：</translation>
    </message>
    <message>
        <source>t&lt;sub&gt;w&lt;/sub&gt; (per word):</source>
        <translation>t&lt;sub&gt;w&lt;/sub&gt;（每字传输时间）：</translation>
    </message>
    <message>
        <source>t&lt;sub&gt;h&lt;/sub&gt; (per hop):</source>
        <translation>t&lt;sub&gt;h&lt;/sub&gt;（每跳时间）：</translation>
    </message>
    <message>
        <source>%1: p = %2 processors, diameter %3</source>
        <translation>%1：p = %2 个处理器，直径 %3</translation>
    </message>
    <message>
        <source>No algorithm is registered for this operation yet.</source>
        <translation>该操作尚未注册任何算法。</translation>
    </message>
    <message>
        <source>No algorithm for %1 is registered yet.</source>
        <translation>%1 尚未注册任何算法。</translation>
    </message>
    <message>
        <source>What-if: the algorithm&apos;s natural model is %1.</source>
        <translation>假设情形：该算法的自然模型是 %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;&lt;small&gt;%2&lt;/small&gt;&lt;br/&gt;Formula: %3&lt;br/&gt;&lt;small&gt;%4&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;&lt;small&gt;%2&lt;/small&gt;&lt;br/&gt;公式：%3&lt;br/&gt;&lt;small&gt;%4&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Schedule file</source>
        <translation>调度文件</translation>
    </message>
    <message>
        <source>Back to the built-in algorithms</source>
        <translation>回到内置算法</translation>
    </message>
    <message>
        <source>Closes the schedule file and runs the algorithm chosen below on the network below</source>
        <translation>关闭调度文件，并在下方的网络上运行下方选择的算法</translation>
    </message>
    <message>
        <source>%1
%2: %3 on %4, checked and timed here. The network and the collective are the file&apos;s; the model and the costs below time its schedule.</source>
        <translation>%1
%2：%4 上的 %3，在此检查并计时。网络和集合操作由文件给定；下方的模型和代价为其调度计时。</translation>
    </message>
    <message>
        <source>What-if: the schedule file was made for %1.</source>
        <translation>假设情形：该调度文件是为 %1 制定的。</translation>
    </message>
    <message>
        <source>Use the schedule file&apos;s own model</source>
        <translation>使用调度文件自己的模型</translation>
    </message>
    <message>
        <source>%1D</source>
        <translation>%1 维</translation>
    </message>
    <message>
        <source>2D</source>
        <translation>二维</translation>
    </message>
    <message>
        <source>3D</source>
        <translation>三维</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Choose a file...</source>
        <translation>选择文件...</translation>
    </message>
    <message>
        <source>Open a network file</source>
        <translation>打开网络文件</translation>
    </message>
    <message>
        <source>Network files (*.json);;All files (*)</source>
        <translation>网络文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>A network in the collviz-network/1 format: processors, switches and links. The list starts with the bundled examples.</source>
        <translation>collviz-network/1 格式的网络：处理器、交换机和链路。列表开头是随附的示例。</translation>
    </message>
    <message>
        <source>Prefix sums</source>
        <translation>前缀和</translation>
    </message>
    <message>
        <source>Also called %1</source>
        <translation>也称为 %1</translation>
    </message>
    <message>
        <source>Message size m in words</source>
        <translation>消息大小 m（字）</translation>
    </message>
    <message>
        <source>Start-up time t_s</source>
        <translation>启动时间 t_s</translation>
    </message>
    <message>
        <source>Time per word t_w</source>
        <translation>每字传输时间 t_w</translation>
    </message>
    <message>
        <source>Time per hop t_h</source>
        <translation>每跳时间 t_h</translation>
    </message>
    <message>
        <source>Words per packet: the size of every message the algorithm sends</source>
        <translation>每个数据包的字数：算法发送的每条消息的大小</translation>
    </message>
    <message>
        <source>Start-up time of every message</source>
        <translation>每条消息的启动时间</translation>
    </message>
    <message>
        <source>Time to send one word over a link</source>
        <translation>在一条链路上传送一个字的时间</translation>
    </message>
    <message>
        <source>Time added for every link a message&apos;s path crosses</source>
        <translation>消息路径每经过一条链路所增加的时间</translation>
    </message>
    <message>
        <source>Designed in the schedule designer</source>
        <translation>在调度设计器中设计</translation>
    </message>
    <message>
        <source>t&lt;sub&gt;c&lt;/sub&gt; (per word combined):</source>
        <translation>t&lt;sub&gt;c&lt;/sub&gt;（每字合并时间）：</translation>
    </message>
    <message>
        <source>Time to combine one word t_c</source>
        <translation>合并一个字的时间 t_c</translation>
    </message>
    <message>
        <source>Time to combine one word</source>
        <translation>合并一个字的时间</translation>
    </message>
    <message>
        <source>&amp;Network…</source>
        <translation>网络(&amp;N)…</translation>
    </message>
    <message>
        <source>Reads the file again on another network: it names its processors, not how they are linked</source>
        <translation>在另一个网络上重新读取该文件：文件只指明了处理器，没有指明它们如何连接</translation>
    </message>
    <message>
        <source>%1
%2: %3 on %4, checked and timed here. The file names no network: %4 is the default; Network… chooses another. The model and the costs below time its schedule.</source>
        <translation>%1
%2：%4 上的 %3，在此检查并计时。文件没有指明网络：%4 是默认网络；“网络…”可选择其他网络。下方的模型和代价为其调度计时。</translation>
    </message>
    <message>
        <source>%1
%2: %3 on %4 (chosen), checked and timed here. The file names no network; Network… chooses another. The model and the costs below time its schedule.</source>
        <translation>%1
%2：%4 上的 %3（已选择），在此检查并计时。文件没有指明网络；“网络…”可选择其他网络。下方的模型和代价为其调度计时。</translation>
    </message>
</context>
<context>
    <name>collviz::views::StatusLine</name>
    <message>
        <source>Running the engine…</source>
        <translation>引擎运行中…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>⚠ what-if: %1 instead of %2</source>
        <translation>⚠ 假设情形：%1 代替 %2</translation>
    </message>
    <message>
        <source>The algorithm&apos;s natural model is %1; the run uses %2.</source>
        <translation>该算法的自然模型是 %1；本次运行使用 %2。</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>第 %1 轮，共 %2 轮</translation>
    </message>
    <message>
        <source>time %1 of %2 (was %3)</source>
        <translation>时间 %1 / %2（原为 %3）</translation>
    </message>
    <message>
        <source>time %1 of %2</source>
        <translation>时间 %1 / %2</translation>
    </message>
    <message>
        <source>formula %1</source>
        <translation>公式 %1</translation>
    </message>
    <message>
        <source>no formula</source>
        <translation>无公式</translation>
    </message>
    <message>
        <source>bound %1</source>
        <translation>下界 %1</translation>
    </message>
    <message>
        <source>Status line</source>
        <translation>状态行</translation>
    </message>
</context>
<context>
    <name>collviz::views::SvgFormat</name>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 绘图 (*.svg)</translation>
    </message>
    <message>
        <source>Made by CollViz</source>
        <translation>由 CollViz 生成</translation>
    </message>
    <message>
        <source>cannot write %1: the picture could not be painted</source>
        <translation>无法写入 %1：无法绘制该图像</translation>
    </message>
</context>
<context>
    <name>collviz::views::TadtData</name>
    <message>
        <source>No network yet.</source>
        <translation>还没有网络。</translation>
    </message>
    <message>
        <source>No time-arc-disjoint tree here: %1</source>
        <translation>这里没有时间弧不相交树：%1</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>fails: %1</source>
        <translation>不成立：%1</translation>
    </message>
    <message>
        <source>Spanning tree from node 0: %1.
Lemma 11 (the arcs of one level have distinct directions): %2.
Corollary 10 (the %3 translated trees never use a channel twice in a round): %4.
Height %5 levels; Lemma 8&apos;s bound: %6 rounds.</source>
        <translation>从节点 0 出发的生成树：%1。
引理 11（同一层的弧方向各不相同）：%2。
推论 10（%3 棵平移树在一轮中从不两次使用同一信道）：%4。
高度 %5 层；引理 8 的界：%6 轮。</translation>
    </message>
    <message>
        <source>Spanning trees, one per node: %1.
Lemma 11 (the arcs of one level have distinct directions): %2.
Corollary 10 (the %3 per-node trees never use a channel twice in a round): %4.
Height %5 levels; Lemma 8&apos;s bound: %6 rounds.</source>
        <translation>生成树，每个节点一棵：%1。
引理 11（同一层的弧方向各不相同）：%2。
推论 10（%3 棵逐节点树在一轮中从不两次使用同一信道）：%4。
高度 %5 层；引理 8 的界：%6 轮。</translation>
    </message>
</context>
<context>
    <name>collviz::views::TadtPanel</name>
    <message>
        <source>Level %1 of %2</source>
        <translation>第 %1 层，共 %2 层</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>层</translation>
    </message>
    <message>
        <source>The level shown: the round in which the trees&apos; packets cross these arcs</source>
        <translation>显示的层：各树的数据包经过这些弧的轮次</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>环</translation>
    </message>
    <message>
        <source>Draw the cycles of the schedule&apos;s transfers, one colour and line style each</source>
        <translation>绘制调度中传输所形成的环，每个环一种颜色和线型</translation>
    </message>
    <message>
        <source>Level shown</source>
        <translation>显示的层</translation>
    </message>
    <message>
        <source>Time-arc-disjoint trees</source>
        <translation>时间弧不相交树</translation>
    </message>
</context>
<context>
    <name>collviz::views::TadtRenderer</name>
    <message>
        <source>cycle %1 (%2 channels)</source>
        <translation>环 %1（%2 条信道）</translation>
    </message>
    <message>
        <source>The schedule&apos;s cycles: %1</source>
        <translation>调度中的环：%1</translation>
    </message>
    <message>
        <source>Generic tree from node 0: %1 levels (level %2 thick)</source>
        <translation>从节点 0 出发的通用树：%1 层（第 %2 层加粗）</translation>
    </message>
    <message>
        <source>Node 0&apos;s own tree (each node has its own): %1 levels (level %2 thick)</source>
        <translation>节点 0 自己的树（每个节点都有自己的树）：%1 层（第 %2 层加粗）</translation>
    </message>
    <message>
        <source>Too many nodes to overlay the translated trees</source>
        <translation>节点太多，无法叠加显示平移树</translation>
    </message>
    <message>
        <source>All %1 translated trees at level %2: %3 channels, each used once</source>
        <translation>第 %2 层的全部 %1 棵平移树：%3 条信道，每条使用一次</translation>
    </message>
    <message>
        <source>All %1 translated trees at level %2: %3 channels, %4 used more than once</source>
        <translation>第 %2 层的全部 %1 棵平移树：%3 条信道，其中 %4 条使用了不止一次</translation>
    </message>
    <message>
        <source>Too many nodes to overlay the per-node trees</source>
        <translation>节点太多，无法叠加显示逐节点树</translation>
    </message>
    <message>
        <source>All %1 per-node trees at level %2: %3 channels, each used once</source>
        <translation>第 %2 层的全部 %1 棵逐节点树：%3 条信道，每条使用一次</translation>
    </message>
    <message>
        <source>All %1 per-node trees at level %2: %3 channels, %4 used more than once</source>
        <translation>第 %2 层的全部 %1 棵逐节点树：%3 条信道，其中 %4 条使用了不止一次</translation>
    </message>
</context>
<context>
    <name>collviz::views::TikzFormat</name>
    <message>
        <source>LaTeX, TikZ figure (*.tex *.tikz)</source>
        <translation>LaTeX、TikZ 图形（*.tex *.tikz）</translation>
    </message>
</context>
<context>
    <name>collviz::views::TimeSpacePanel</name>
    <message>
        <source>Wheel, +/- zoom the time · Ctrl+wheel zooms the nodes · 0 fits · drag pans · click a message to go to it</source>
        <translation>滚轮、+/- 缩放时间 · Ctrl+滚轮缩放节点 · 0 适应窗口 · 拖动平移 · 单击消息可跳转到它</translation>
    </message>
    <message>
        <source>Rows: processors; left to right: engine time. Store-and-forward: a thick start-up at the sender, then one line per hop, coloured by its channel&apos;s load in the round. Where messages would be drawn on top of each other, each row shows its node&apos;s lane instead: how many messages are at the node at once; zoom in (wheel for time, Ctrl+wheel for rows) to see each message again. Drag to pan.</source>
        <translation>行：处理器；从左到右：引擎时间。存储转发：发送者处的一段粗线表示启动，然后每跳一条线，按该轮中其信道的负载着色。在消息会相互重叠的地方，每行改为显示其节点的通道：同一时刻有多少条消息在该节点；放大（滚轮缩放时间，Ctrl+滚轮缩放行）即可重新看到每条消息。拖动可平移。</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the diagram as shown: PNG, SVG, PDF or LaTeX/TikZ</source>
        <translation>按当前显示保存图：PNG、SVG、PDF 或 LaTeX/TikZ</translation>
    </message>
    <message>
        <source>there is no run to save yet</source>
        <translation>还没有可保存的运行</translation>
    </message>
    <message>
        <source>Save time-space diagram</source>
        <translation>保存时空图</translation>
    </message>
    <message>
        <source>Time-space diagram</source>
        <translation>时空图</translation>
    </message>
</context>
<context>
    <name>collviz::views::TimeSpaceRenderer</name>
    <message>
        <source>Time-space diagram: %1; model %2; engine time %3 to %4</source>
        <translation>时空图：%1；模型 %2；引擎时间 %3 到 %4</translation>
    </message>
    <message>
        <source>Lanes: how many messages are at a node at once (band height and colour: 1, 2, 3, 4 or more); grey: waiting.</source>
        <translation>通道：同一时刻有多少条消息在一个节点（带的高度和颜色：1、2、3、4 或更多）；灰色：等待。</translation>
    </message>
    <message>
        <source>Solid: travelling, coloured by channel load; dotted: waiting for a port or channel; dashed: resting at a node.</source>
        <translation>实线：传送中，按信道负载着色；点线：等待端口或信道；虚线：停留在节点。</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>Rounds 1-%1 of %2 drawn (at most %3 messages)</source>
        <translation>已绘制第 1-%1 轮，共 %2 轮（至多 %3 条消息）</translation>
    </message>
    <message>
        <source>Messages at a node at once:</source>
        <translation>同一时刻在节点上的消息：</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 或更多</translation>
    </message>
    <message>
        <source>waiting.</source>
        <translation>等待。</translation>
    </message>
    <message>
        <source>Zoom in to see each message.</source>
        <translation>放大即可看到每条消息。</translation>
    </message>
    <message>
        <source>Messages on the channel:</source>
        <translation>信道上的消息：</translation>
    </message>
    <message>
        <source>waiting for a port or channel</source>
        <translation>等待端口或信道</translation>
    </message>
    <message>
        <source>resting at a node</source>
        <translation>停留在节点</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>combining (t_c).</source>
        <translation>合并（t_c）。</translation>
    </message>
    <message>
        <source>combining (t_c)</source>
        <translation>合并（t_c）</translation>
    </message>
</context>
<context>
    <name>collviz::views::TimeSpaceState</name>
    <message>
        <source>%1.to %2 is not accepted; it must be later than %1.from (%3)</source>
        <translation>%1.to %2 不可接受；它必须晚于 %1.from（%3）</translation>
    </message>
    <message>
        <source>%1.lastNode %2 is not accepted; it must be at least %1.firstNode (%3)</source>
        <translation>%1.lastNode %2 不可接受；它必须至少为 %1.firstNode（%3）</translation>
    </message>
</context>
<context>
    <name>collviz::views::TimeSpaceView</name>
    <message>
        <source>Round %1: %2 → %3, start %4, finish %5</source>
        <translation>第 %1 轮：%2 → %3，开始 %4，结束 %5</translation>
    </message>
    <message>
        <source>waited %1 at its sender for a port or channel</source>
        <translation>在发送者处等待端口或信道 %1</translation>
    </message>
    <message>
        <source>heaviest channel load on its path: %1</source>
        <translation>其路径上最大的信道负载：%1</translation>
    </message>
    <message>
        <source>%1 at t = %2: %3 leaving, %4 arriving, %5 waiting</source>
        <translation>%1 在 t = %2 时：%3 条离开，%4 条到达，%5 条等待</translation>
    </message>
</context>
<context>
    <name>collviz::views::VideoFormat</name>
    <message>
        <source>cannot write %1: no folder for the frames (%2)</source>
        <translation>无法写入 %1：没有存放帧的文件夹（%2）</translation>
    </message>
    <message>
        <source>cannot write %1: its frames could not be written into %2 (%3); the file there before is unchanged</source>
        <translation>无法写入 %1：无法将其帧写入 %2（%3）；原有文件保持不变</translation>
    </message>
    <message>
        <source>cannot write %1: ffmpeg failed (%2)</source>
        <translation>无法写入 %1：ffmpeg 失败（%2）</translation>
    </message>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>导出已取消；没有写入任何内容</translation>
    </message>
    <message>
        <source>cannot write %1: ffmpeg&apos;s video %2 could not be read (%3)</source>
        <translation>无法写入 %1：无法读取 ffmpeg 生成的视频 %2（%3）</translation>
    </message>
</context>
<context>
    <name>collviz::views::tables</name>
    <message>
        <source>%1 on %2, model %3: per-round results</source>
        <translation>%2 上的 %1，模型 %3：每轮结果</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Packets</source>
        <translation>数据包</translation>
    </message>
    <message>
        <source>Max link load</source>
        <translation>最大链路负载</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Ends at</source>
        <translation>结束于</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>Total time %1 over %2 rounds; max link load %3; verified: %4.</source>
        <translation>共 %2 轮，总时间 %1；最大链路负载 %3；已验证：%4。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Source&apos;s formula: %1 = %2.</source>
        <translation>原文的公式：%1 = %2。</translation>
    </message>
    <message>
        <source>Lower bound: %1 = %2.</source>
        <translation>下界：%1 = %2。</translation>
    </message>
    <message>
        <source>%1 has no schedule table</source>
        <translation>%1 没有调度表</translation>
    </message>
    <message>
        <source>(%1) %2: %3</source>
        <translation>（%1）%2：%3</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>不成立</translation>
    </message>
    <message>
        <source>Time against m on %1 (t_s = %2, t_w = %3, t_h = %4, %5)</source>
        <translation>%1 上时间随 m 的变化（t_s = %2，t_w = %3，t_h = %4，%5）</translation>
    </message>
    <message>
        <source>each algorithm under its natural model</source>
        <translation>每个算法使用其自然模型</translation>
    </message>
    <message>
        <source>model %1</source>
        <translation>模型 %1</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation>下界</translation>
    </message>
    <message>
        <source>Crossover at m = %1: %2 is faster below, %3 above (time %4).</source>
        <translation>交叉点 m = %1：低于它时 %2 更快，高于它时 %3 更快（时间 %4）。</translation>
    </message>
</context>
<context>
    <name>collviz::views::tikz</name>
    <message numerus="yes">
        <source>initial state (%n round(s) follow)</source>
        <translation>
            <numerusform>初始状态（随后 %n 轮）</numerusform>
        </translation>
    </message>
    <message>
        <source>round %1 of %2 (time %3)</source>
        <translation>第 %1 轮，共 %2 轮（时间 %3）</translation>
    </message>
    <message>
        <source>Channel load:</source>
        <translation>信道负载：</translation>
    </message>
    <message>
        <source>1 message</source>
        <translation>1 条消息</translation>
    </message>
    <message>
        <source>2 messages</source>
        <translation>2 条消息</translation>
    </message>
    <message>
        <source>3+ (take turns)</source>
        <translation>3 条及以上（轮流传送）</translation>
    </message>
    <message>
        <source>model %1; %2</source>
        <translation>模型 %1；%2</translation>
    </message>
    <message>
        <source>A schedule of %1</source>
        <translation>%1 的调度</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
</context>
<context>
    <name>collviz::views::viewoptions::Reader</name>
    <message>
        <source>member &apos;%1.%2&apos; is not part of a scenario; accepted: %3</source>
        <translation>成员“%1.%2”不是场景的一部分；可接受：%3</translation>
    </message>
    <message>
        <source>%1.%2 %3 is not accepted; it takes %4</source>
        <translation>不接受 %1.%2 %3；它接受%4</translation>
    </message>
    <message>
        <source>a number %1..%2</source>
        <translation>一个 %1..%2 的数</translation>
    </message>
    <message>
        <source>a whole number %1..%2</source>
        <translation>一个 %1..%2 的整数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 之一</translation>
    </message>
    <message>
        <source>a JSON string</source>
        <translation>一个 JSON 字符串</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>一个字符串数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--%1 &apos;%2&apos; is not accepted; it takes %3.</source>
        <translation>不接受 --%1“%2”；它接受%3。</translation>
    </message>
    <message>
        <source>CollViz: collective communication, step by step.
Whole numbers (sizes, ports=K, root, shift, round) are plain decimal integers: digits only, no sign.</source>
        <translation>CollViz：逐步展示集合通信。
整数（大小、ports=K、根、移位量、轮次）都是普通十进制整数：只有数字，不带符号。</translation>
    </message>
    <message>
        <source>%1; see &apos;collviz --help&apos;</source>
        <translation>%1；参见“collviz --help”</translation>
    </message>
    <message>
        <source>--%1 is given more than once; give it once</source>
        <translation>--%1 给出了不止一次；请只给出一次</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an option; see &apos;collviz --help&apos;</source>
        <translation>“%1”不是选项；参见“collviz --help”</translation>
    </message>
    <message>
        <source>--%1 only applies with --screenshot FILE</source>
        <translation>--%1 只能与 --screenshot FILE 一起使用</translation>
    </message>
    <message>
        <source>a plain decimal number 0..1 (no sign), e.g. 0.5</source>
        <translation>一个不带符号的普通十进制数 0..1，例如 0.5</translation>
    </message>
    <message>
        <source>a plain decimal integer 0..%1 (digits only, no sign)</source>
        <translation>一个普通十进制整数 0..%1（只有数字，不带符号）</translation>
    </message>
    <message>
        <source>WxH in pixels, each 1..%1, e.g. 1440x900</source>
        <translation>以像素为单位的 WxH，各为 1..%1，例如 1440x900</translation>
    </message>
    <message>
        <source>--screenshot is empty; it takes the name of a .png, .svg or .pdf file</source>
        <translation>--screenshot 为空；它接受一个 .png、.svg 或 .pdf 文件名</translation>
    </message>
    <message>
        <source>scenario file &apos;%1&apos;: %2</source>
        <translation>场景文件“%1”：%2</translation>
    </message>
    <message>
        <source>--schedule and --scenario cannot be given together; give one file</source>
        <translation>不能同时给出 --schedule 和 --scenario；请只给出一个文件</translation>
    </message>
    <message>
        <source>--%1 cannot be given with --schedule FILE: the schedule file fixes the algorithm and the parameters</source>
        <translation>--%1 不能与 --schedule FILE 一起给出：调度文件已确定算法和参数</translation>
    </message>
</context>
</TS>
