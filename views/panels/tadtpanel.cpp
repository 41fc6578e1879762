#include "views/panels/tadtpanel.h"

#include "views/state/viewoptions.h"
#include "core/scenario.h"

#include "views/network/layout.h"
#include "views/network/networkstyle.h"
#include "views/player.h"
#include "views/session.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <set>

namespace collviz::views {

namespace {

/// Above this many processors the overlay (p translated trees) is not drawn: it would take
/// p^2 arcs and show only a solid colour.
constexpr int kMaxOverlayNodes = 1600;

QPointF planar(const Eigen::Vector3d &v, bool threeD)
{
    // A flat oblique projection of 3D layouts: enough to tell the arcs apart.
    return threeD ? QPointF(v.x() + 0.45 * v.z(), v.y() - 0.3 * v.z()) : QPointF(v.x(), v.y());
}

} // namespace

TadtPanel::TadtPanel(Session *session, Player *player, QWidget *parent)
    : QWidget(parent), mSession(session), mPlayer(player)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *row = new QHBoxLayout;
    mLevelLabel = new QLabel(this);
    mLevelLabel->setMinimumWidth(mLevelLabel->fontMetrics().horizontalAdvance(QStringLiteral("Level 000 of 000")));
    mSlider = new QSlider(Qt::Horizontal, this);
    mSlider->setObjectName(QStringLiteral("tadtLevelSlider"));
    mSlider->setPageStep(1);
    mSlider->setTickPosition(QSlider::TicksBelow);
    mSlider->setFocusPolicy(Qt::NoFocus); // the window's shortcuts own the arrow keys
    mCycles = new QCheckBox(this);
    row->addWidget(mLevelLabel);
    row->addWidget(mSlider, 1);
    row->addWidget(mCycles);
    layout->addLayout(row);
    mCanvas = new QWidget(this);
    mCanvas->setObjectName(QStringLiteral("tadtCanvas"));
    mCanvas->setMinimumSize(320, 200);
    mCanvas->installEventFilter(this);
    mCanvas->setAutoFillBackground(true);
    QPalette pal = mCanvas->palette();
    pal.setColor(QPalette::Window, Qt::white);
    mCanvas->setPalette(pal);
    layout->addWidget(mCanvas, 1);
    mChecks = new QLabel(this);
    mChecks->setWordWrap(true);
    mChecks->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mChecks->setMinimumHeight(mChecks->fontMetrics().lineSpacing() * 4 + 4); // the four lines of checksText()
    layout->addWidget(mChecks);

    connect(mSlider, &QSlider::valueChanged, this, &TadtPanel::onSliderMoved);
    connect(mCycles, &QCheckBox::toggled, mCanvas, qOverload<>(&QWidget::update));
    connect(mSession, &Session::resultChanged, this, &TadtPanel::onResultChanged);
    connect(mSession, &Session::roundChanged, this, &TadtPanel::onRoundChanged);
    onResultChanged();
}

TadtPanel::~TadtPanel() = default;

int TadtPanel::levelCount() const { return mTree ? mTree->height() : 0; }

bool TadtPanel::cyclesShown() const { return mCycles->isChecked() && !mCycleArcs.empty(); }

void TadtPanel::setCyclesShown(bool shown) { mCycles->setChecked(shown); }

QColor TadtPanel::ink(const QColor &color) const
{
    if (!mMonochrome)
        return color;
    // Print style: the colour's lightness as grey (the level ramp is ordered by lightness).
    const int g = qGray(color.rgb());
    return QColor(g, g, g, color.alpha());
}

void TadtPanel::setMonochrome(bool on)
{
    mMonochrome = on;
    mCanvas->update();
}

QJsonObject TadtPanel::options() const
{
    return {{QStringLiteral("level"), mLevel},
            {QStringLiteral("cycles"), mCycles->isChecked()},
            {QStringLiteral("style"), viewoptions::styleChoices().at(mMonochrome ? 1 : 0)}};
}

bool TadtPanel::setOptions(const QJsonObject &o, const QString &path, QString *error, bool apply)
{
    viewoptions::Reader r(o, path, {QStringLiteral("level"), QStringLiteral("cycles"), QStringLiteral("style")});
    const auto level = r.whole(QStringLiteral("level"), 1, core::Scenario::kMaxRound);
    const auto cycles = r.boolean(QStringLiteral("cycles"));
    const auto style = r.choice(QStringLiteral("style"), viewoptions::styleChoices());
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return false;
    }
    if (!apply)
        return true;
    if (level)
        setLevel(*level);
    if (cycles)
        setCyclesShown(*cycles);
    if (style)
        setMonochrome(*style == QLatin1String("mono"));
    return true;
}

QColor TadtPanel::levelColor(int level, int levels)
{
    // Viridis-like anchors: level 1 dark blue ... the last level yellow-green; every step
    // differs in lightness, so the order reads in grey too.
    static const QColor anchors[] = {QColor(0x44, 0x01, 0x54), QColor(0x3B, 0x52, 0x8B), QColor(0x21, 0x90, 0x8C),
                                     QColor(0x5D, 0xC8, 0x63), QColor(0xC8, 0xD8, 0x1E)};
    constexpr int n = int(std::size(anchors));
    const double t = levels <= 1 ? 0.0 : std::clamp(double(level - 1) / (levels - 1), 0.0, 1.0);
    const double x = t * (n - 1);
    const int i = std::min(n - 2, int(x));
    const double f = x - i;
    const QColor &a = anchors[i];
    const QColor &b = anchors[i + 1];
    return QColor::fromRgbF(float(a.redF() + f * (b.redF() - a.redF())), float(a.greenF() + f * (b.greenF() - a.greenF())),
                            float(a.blueF() + f * (b.blueF() - a.blueF())));
}

QColor TadtPanel::cycleColor(int cycle)
{
    static const QColor colors[] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
                                    QColor(0xCC, 0x79, 0xA7)};
    return colors[std::size_t(std::max(0, cycle)) % std::size(colors)];
}

Qt::PenStyle TadtPanel::cycleStyle(int cycle)
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return styles[std::size_t(std::max(0, cycle)) % std::size(styles)];
}

void TadtPanel::onResultChanged()
{
    const auto result = mSession->result();
    const auto topology = result && result->topology ? result->topology : nullptr;
    if (topology != mTopology) {
        mTopology = topology;
        mLayout = mTopology ? Layout::create(*mTopology) : nullptr;
        mTree.reset();
        mRootTree.clear();
        mWhy.clear();
        mSpanning = mLemma11 = mCorollary10 = {};
        if (mTopology) {
            mTree = core::tadt::build(*mTopology, &mWhy);
            if (mTree) {
                mRootTree = mTree->treeOf(*mTopology, 0);
                mSpanning = core::tadt::checkSpanning(*mTopology, *mTree);
                mLemma11 = core::tadt::checkLemma11(*mTopology, *mTree);
                mCorollary10 = core::tadt::checkCorollary10(*mTopology, *mTree);
            }
        } else {
            mWhy = mSession->error();
        }
    }
    // The cycles of the schedule's tags (a Hamiltonian all-gather): the channels each uses.
    mCycleArcs.clear();
    if (result && result->ok && result->schedule && mTopology)
        mCycleArcs = cycleArcsOf(*mTopology, *result->schedule);
    mCycles->setVisible(!mCycleArcs.empty());
    // A schedule that runs on cycles is shown as its cycles first (the trees stay a click away).
    mCycles->setChecked(!mCycleArcs.empty());
    {
        const QSignalBlocker blocker(mSlider);
        mSlider->setRange(1, std::max(1, levelCount()));
        mLevel = std::clamp(mLevel, 1, std::max(1, levelCount()));
        mSlider->setValue(mLevel);
    }
    mSlider->setEnabled(levelCount() > 1);
    updateOverlay();
    onRoundChanged();
    retranslateUi();
}

std::vector<std::vector<int>> TadtPanel::cycleArcsOf(const core::Topology &topology, const core::Schedule &schedule)
{
    std::vector<std::set<int>> cycles;
    std::vector<int> arcs;
    for (const core::Round &round : schedule.rounds)
        for (const core::Transfer &t : round.transfers) {
            if (t.tag.cycle < 0)
                continue;
            if (int(cycles.size()) <= t.tag.cycle)
                cycles.resize(std::size_t(t.tag.cycle) + 1);
            topology.pathArcs(t.path, arcs);
            cycles[std::size_t(t.tag.cycle)].insert(arcs.begin(), arcs.end());
        }
    std::vector<std::vector<int>> out;
    for (const auto &c : cycles)
        if (!c.empty()) // tags may count cycles from 1
            out.emplace_back(c.begin(), c.end());
    return out;
}

void TadtPanel::onRoundChanged()
{
    const auto result = mSession->result();
    const int k = mSession->round();
    if (!mTree || !result || !result->ok || !result->schedule || k < 1
        || k > int(result->schedule->rounds.size()))
        return;
    const auto &transfers = result->schedule->rounds[std::size_t(k - 1)].transfers;
    if (transfers.empty() || transfers.front().tag.level < 1)
        return;
    mFollowing = true;
    setLevel(transfers.front().tag.level);
    mFollowing = false;
}

void TadtPanel::setLevel(int level)
{
    level = std::clamp(level, 1, std::max(1, levelCount()));
    if (mSlider->value() != level)
        mSlider->setValue(level); // onSliderMoved does the rest
    else if (level != mLevel)
        onSliderMoved(level);
}

void TadtPanel::onSliderMoved(int level)
{
    mLevel = level;
    updateOverlay();
    retranslateUi();
    if (mFollowing || !mPlayer)
        return;
    // A schedule that tags its rounds with tree levels goes to the round of this level.
    const auto result = mSession->result();
    if (!result || !result->ok || !result->schedule)
        return;
    const auto &rounds = result->schedule->rounds;
    for (std::size_t r = 0; r < rounds.size(); ++r)
        if (!rounds[r].transfers.empty() && rounds[r].transfers.front().tag.level == level) {
            if (mSession->round() != int(r) + 1)
                mPlayer->jumpTo(int(r) + 1);
            return;
        }
}

std::vector<core::tadt::Arc> TadtPanel::treeArcs(int level) const
{
    std::vector<core::tadt::Arc> arcs;
    if (mTree)
        for (const core::tadt::Arc &a : mRootTree)
            if (a.level == level)
                arcs.push_back(a);
    return arcs;
}

void TadtPanel::updateOverlay()
{
    mOverlayUse.clear();
    if (mTree && mTopology && mTopology->processorCount() <= kMaxOverlayNodes) {
        mOverlayUse.assign(mTopology->arcs().size(), 0);
        for (int root = 0; root < mTopology->processorCount(); ++root)
            for (const core::tadt::Arc &a : mTree->treeOf(*mTopology, root)) {
                if (a.level != mLevel)
                    continue;
                const int arc = mTopology->arcBetween(a.parent, a.child);
                if (arc >= 0)
                    ++mOverlayUse[std::size_t(arc)];
            }
    }
    mCanvas->update();
}

QString TadtPanel::checksText() const
{
    if (!mTree)
        return mWhy.isEmpty() ? tr("No network yet.") : tr("No time-arc-disjoint tree here: %1").arg(mWhy);
    const auto verdict = [](const core::tadt::Check &c) {
        return c.ok ? tr("holds") : tr("fails: %1").arg(c.detail);
    };
    return tr("Spanning tree from node 0: %1.\nLemma 11 (the arcs of one level have distinct directions): %2.\n"
              "Corollary 10 (the %3 translated trees never use a channel twice in a round): %4.\n"
              "Height %5 levels; Lemma 8's bound: %6 rounds.")
        .arg(verdict(mSpanning), verdict(mLemma11))
        .arg(mTopology->processorCount())
        .arg(verdict(mCorollary10))
        .arg(levelCount())
        .arg(core::tadt::boundRounds(*mTopology));
}

void TadtPanel::retranslateUi()
{
    mLevelLabel->setText(levelCount() > 0 ? tr("Level %1 of %2").arg(mLevel).arg(levelCount()) : tr("Level"));
    mSlider->setToolTip(tr("The level shown: the round in which the trees' packets cross these arcs"));
    mCycles->setText(tr("Cycles"));
    mCycles->setToolTip(tr("Draw the cycles of the schedule's transfers, one colour and line style each"));
    mChecks->setText(checksText());
    mCanvas->update();
}

void TadtPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool TadtPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mCanvas && event->type() == QEvent::Paint) {
        QPainter painter(mCanvas);
        paintCanvas(painter);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void TadtPanel::paintCanvas(QPainter &painter)
{
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF all = QRectF(mCanvas->rect()).adjusted(6, 6, -6, -6);
    if (!mTopology || !mLayout) {
        painter.drawText(all, Qt::AlignCenter | Qt::TextWordWrap, checksText());
        return;
    }
    if (cyclesShown()) {
        std::vector<DrawnArc> arcs;
        for (std::size_t c = 0; c < mCycleArcs.size(); ++c)
            for (int arc : mCycleArcs[c])
                arcs.push_back({arc, cycleColor(int(c)), cycleStyle(int(c)), 3.0, QString()});
        QStringList names;
        for (std::size_t c = 0; c < mCycleArcs.size(); ++c)
            names << tr("cycle %1 (%2 channels)").arg(c + 1).arg(mCycleArcs[c].size());
        paintNetwork(painter, all, tr("The schedule's cycles: %1").arg(names.join(QStringLiteral(", "))), arcs);
        return;
    }
    if (!mTree) {
        painter.drawText(all, Qt::AlignCenter | Qt::TextWordWrap, checksText());
        return;
    }
    const bool sideBySide = all.width() >= all.height() * 1.2;
    const QRectF left = sideBySide ? QRectF(all.left(), all.top(), all.width() / 2 - 4, all.height())
                                   : QRectF(all.left(), all.top(), all.width(), all.height() / 2 - 4);
    const QRectF right = sideBySide ? QRectF(all.center().x() + 4, all.top(), all.width() / 2 - 4, all.height())
                                    : QRectF(all.left(), all.center().y() + 4, all.width(), all.height() / 2 - 4);
    const int levels = levelCount();
    std::vector<DrawnArc> tree;
    for (const core::tadt::Arc &a : mRootTree) {
        const int arc = mTopology->arcBetween(a.parent, a.child);
        if (arc < 0)
            continue;
        const bool chosen = a.level == mLevel;
        QColor c = levelColor(a.level, levels);
        if (!chosen)
            c.setAlpha(190);
        tree.push_back({arc, c, Qt::SolidLine, chosen ? 4.0 : 2.0,
                        chosen ? core::tadt::directionName(*mTopology, a) : QString()});
    }
    // The chosen level last, over the others.
    std::stable_partition(tree.begin(), tree.end(), [](const DrawnArc &d) { return d.label.isEmpty(); });
    const QFontMetrics fm = painter.fontMetrics();
    paintNetwork(painter, left.adjusted(0, 0, 0, -(fm.height() + 6)),
                 (mTree->translated() ? tr("Generic tree from node 0: %1 levels (level %2 thick)")
                                      : tr("Node 0's own tree (each node has its own): %1 levels (level %2 thick)"))
                     .arg(levels)
                     .arg(mLevel), tree);
    // The level colours, in order, under the picture.
    const int swatch = std::max(fm.horizontalAdvance(QStringLiteral("00")) + 8, 22);
    double x = left.center().x() - swatch * levels / 2.0;
    const double y = left.bottom() - fm.height() - 2;
    for (int l = 1; l <= levels; ++l, x += swatch) {
        const QRectF cell(x, y, swatch - 2, fm.height());
        const QColor c = ink(levelColor(l, levels));
        painter.fillRect(cell, c);
        painter.setPen(c.lightnessF() > 0.55 ? Qt::black : Qt::white);
        painter.drawText(cell, Qt::AlignCenter, QString::number(l));
    }

    std::vector<DrawnArc> overlay;
    int used = 0;
    int twice = 0;
    for (std::size_t arc = 0; arc < mOverlayUse.size(); ++arc) {
        const int n = mOverlayUse[arc];
        if (n == 0)
            continue;
        ++used;
        if (n > 1)
            ++twice;
        overlay.push_back({int(arc), n > 1 ? networkstyle::violationColor() : levelColor(mLevel, levels),
                           n > 1 && mMonochrome ? Qt::DashLine : Qt::SolidLine,
                           n > 1 ? 5.0 : 3.0, n > 1 ? QString::number(n) : QString()});
    }
    const QString caption =
        mOverlayUse.empty()
            ? tr("Too many nodes to overlay the translated trees")
            : (twice == 0 ? tr("All %1 translated trees at level %2: %3 channels, each used once")
                                .arg(mTopology->processorCount())
                                .arg(mLevel)
                                .arg(used)
                          : tr("All %1 translated trees at level %2: %3 channels, %4 used more than once")
                                .arg(mTopology->processorCount())
                                .arg(mLevel)
                                .arg(used)
                                .arg(twice));
    paintNetwork(painter, right, caption, overlay);
}

void TadtPanel::paintNetwork(QPainter &painter, const QRectF &area, const QString &caption,
                             const std::vector<DrawnArc> &arcs) const
{
    const Layout &layout = *mLayout;
    const bool threeD = layout.is3D();
    const QFontMetrics fm = painter.fontMetrics();
    painter.setPen(palette().color(QPalette::WindowText));
    const QRectF captionRect(area.left(), area.top(), area.width(), fm.height() * 2.2);
    painter.drawText(captionRect, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, caption);
    const QRectF box = area.adjusted(10, captionRect.height() + 6, -10, -10);

    // Model bounds: nodes and every link's polyline (wraparounds bend outside the grid).
    QRectF bounds;
    for (int v = 0; v < layout.nodeCount(); ++v) {
        const QPointF p = planar(layout.position(v), threeD);
        bounds = bounds.isNull() ? QRectF(p, QSizeF(1e-6, 1e-6)) : bounds.united(QRectF(p, QSizeF(1e-6, 1e-6)));
    }
    for (int l = 0; l < layout.linkCount(); ++l)
        for (const Eigen::Vector3d &q : layout.linkPath(l))
            bounds = bounds.united(QRectF(planar(q, threeD), QSizeF(1e-6, 1e-6)));
    const double r = layout.nodeRadius();
    bounds.adjust(-r, -r, r, r);
    const double scale = std::min(box.width() / std::max(1e-6, bounds.width()), box.height() / std::max(1e-6, bounds.height()));
    const QPointF offset = box.center() - QPointF(bounds.center().x() * scale, bounds.center().y() * scale);
    const auto map = [&](const Eigen::Vector3d &v) { return planar(v, threeD) * scale + offset; };

    // Every link faintly: the network the trees live on.
    QPen idle(networkstyle::loadColor(0));
    idle.setWidthF(1.0);
    painter.setPen(idle);
    painter.setBrush(Qt::NoBrush);
    for (int l = 0; l < layout.linkCount(); ++l) {
        const auto &path = layout.linkPath(l);
        QPolygonF poly;
        for (const Eigen::Vector3d &q : path)
            poly << map(q);
        painter.drawPolyline(poly);
    }

    // Each arc on its own side of its link (like the network view's channels), with an arrow.
    const double side = std::max(2.0, networkstyle::kChannelOffset / networkstyle::kUnit * scale);
    const double nodeR = r * scale;
    for (const DrawnArc &d : arcs) {
        const core::Arc &arc = mTopology->arc(d.arc);
        const auto &path = layout.linkPath(arc.link);
        QPolygonF poly;
        for (const Eigen::Vector3d &q : path)
            poly << map(q);
        if (arc.from > arc.to)
            std::reverse(poly.begin(), poly.end());
        if (poly.size() < 2)
            continue;
        // Shift to the right of the direction of travel.
        QPolygonF shifted;
        for (int i = 0; i < poly.size(); ++i) {
            const QPointF a = poly[std::max(0, i - 1)];
            const QPointF b = poly[std::min(int(poly.size()) - 1, i + 1)];
            QPointF t = b - a;
            const double len = std::hypot(t.x(), t.y());
            if (len > 0)
                t /= len;
            shifted << poly[i] + QPointF(-t.y(), t.x()) * side;
        }
        // Shorten both ends to the node circles.
        const auto trim = [&](QPointF &end, const QPointF &towards) {
            QPointF v = towards - end;
            const double len = std::hypot(v.x(), v.y());
            if (len > nodeR * 1.1)
                end += v / len * nodeR * 1.1;
        };
        trim(shifted.first(), shifted[1]);
        trim(shifted.last(), shifted[shifted.size() - 2]);
        QPen pen(ink(d.color));
        pen.setWidthF(d.width);
        pen.setStyle(d.style);
        pen.setCapStyle(Qt::FlatCap);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPolyline(shifted);
        // Arrowhead at the child's end.
        const QPointF tip = shifted.last();
        QPointF dir = tip - shifted[shifted.size() - 2];
        const double len = std::hypot(dir.x(), dir.y());
        if (len > 0) {
            dir /= len;
            const double head = std::max(5.0, d.width * 2.2);
            const QPointF normal(-dir.y(), dir.x());
            QPolygonF arrow;
            arrow << tip << tip - dir * head + normal * head * 0.5 << tip - dir * head - normal * head * 0.5;
            painter.setPen(Qt::NoPen);
            painter.setBrush(ink(d.color));
            painter.drawPolygon(arrow);
        }
        if (!d.label.isEmpty()) {
            const QPointF mid = shifted[shifted.size() / 2] + (shifted.size() % 2 == 0
                                                                   ? (shifted[shifted.size() / 2 - 1] - shifted[shifted.size() / 2]) / 2
                                                                   : QPointF());
            const int w = fm.horizontalAdvance(d.label) + 4;
            const QRectF rect(mid.x() - w / 2.0, mid.y() - fm.height() / 2.0, w, fm.height());
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(255, 255, 255, 220));
            painter.drawRoundedRect(rect, 3, 3);
            painter.setPen(d.color.darker(130));
            painter.drawText(rect, Qt::AlignCenter, d.label);
        }
    }

    // Nodes on top, labelled while there is room.
    const bool labels = nodeR * 2 >= fm.horizontalAdvance(QStringLiteral("00")) * 0.9;
    QPen outline(QColor(0x40, 0x40, 0x40));
    outline.setWidthF(1.0);
    for (int v = 0; v < layout.nodeCount(); ++v) {
        const QPointF p = map(layout.position(v));
        painter.setPen(outline);
        painter.setBrush(v == 0 ? networkstyle::selectionColor() : QColor(0xF4, 0xF4, 0xF4));
        painter.drawEllipse(p, nodeR, nodeR);
        if (labels) {
            painter.setPen(QColor(0x20, 0x20, 0x20));
            painter.drawText(QRectF(p.x() - nodeR, p.y() - nodeR, 2 * nodeR, 2 * nodeR), Qt::AlignCenter, layout.label(v));
        }
    }
}

} // namespace collviz::views
