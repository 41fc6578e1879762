// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"
#include "core/frame.h"
#include "core/packettrail.h"

#include <QAbstractTableModel>
#include <QPoint>

#include <cstdint>
#include <memory>
#include <vector>

namespace collviz::views {

/**
 * The data of a collective as a p x p matrix at one moment, the way seeds 000, 001 and 003
 * explain all-to-all personalised exchange as a matrix transposition: what is where at the
 * Session's round and in-round time, read from the engine's Replay states and its Frame
 * (core/frame.h), never recomputed.
 *
 * Three readings, chosen by the operation's packets:
 * - Transposition (packets with one destination: all-to-all, scatter, gather, shift): cell
 *   (i, j) is the packet from processor i for processor j: at its origin, resting at another
 *   node on its way (relayed), travelling in a message, or delivered.
 * - Holdings (packets for everyone: broadcast, all-gather): cell (i, j) is "processor i holds
 *   the packet of processor j": from the start (its own), arriving now, in part (some of its
 *   pieces), held, or not yet.
 * - Contributions (reductions): cell (i, j) is "a partial sum at processor i includes j's
 *   contribution": its own value, arriving now, held, or not yet.
 *
 * A cell with several packets (pieces) shows the least finished of them, except that a
 * travelling one shows as travelling. StateRole gives a cell's CellState as an int.
 */
class DataMatrixModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Mode { Transposition, Holdings, Contributions };
    enum class CellState : std::uint8_t {
        None,       ///< no packet belongs to this cell
        Pending,    ///< holdings / contributions: not at this node yet
        AtOrigin,   ///< at its origin (holdings, contributions: the node's own)
        Relayed,    ///< transposition: resting at an intermediate node; holdings: some pieces held
        Travelling, ///< in a message that travels now
        Delivered,  ///< at its destination (holdings, contributions: held)
    };
    static constexpr int kStateCount = 6;
    /// Larger networks get no matrix (p^2 cells: 16 M at this size); size() is then 0.
    static constexpr int kMaxSize = 4096;
    enum Role { StateRole = Qt::UserRole };

    explicit DataMatrixModel(QObject *parent = nullptr);

    void setResult(std::shared_ptr<const core::RunResult> result);
    const std::shared_ptr<const core::RunResult> &result() const { return mResult; }
    /// The moment on show in the Session's round convention: step 0 is the initial state;
    /// step k >= 1 is schedule round k at in-round progress 0..1 (engine time, as the network
    /// view's Frame::atProgress), from `before` (after round k - 1) to `after`.
    void setMoment(int step, const core::BufferState &before, const core::BufferState &after, double progress);
    /// The same round at another in-round progress (the animation clock's ticks): the states stay.
    void setProgress(double progress);
    int step() const { return mStep; }
    double progress() const { return mProgress; }

    Mode mode() const { return mMode; }
    int size() const { return mSize; }
    CellState state(int row, int column) const
    {
        return CellState(mStates[std::size_t(row) * std::size_t(mSize) + std::size_t(column)]);
    }
    /// Row-major states, p * p (what the panel's image is painted from).
    const std::vector<std::uint8_t> &states() const { return mStates; }
    /// Cells in each state.
    int count(CellState state) const { return mCounts[std::size_t(state)]; }
    /// The frame the moment shows (empty at step 0 and at the end of a round).
    const core::Frame &frame() const { return mFrame; }

    /// What a state means in the current mode (legend and tooltips).
    QString stateName(CellState state) const;
    /// The row and column headers' meaning: "from" / "for", "node" / "packet of", ...
    QString rowTitle() const;
    QString columnTitle() const;
    /// The cell's packets and where they are, one line each.
    QString cellToolTip(int row, int column) const;
    /// The ids of the packets a cell stands for: transposition, those from `row` for `column`;
    /// holdings, the pieces of `column`'s packet; contributions none (a contribution travels
    /// inside partial sums, a new packet at every combine).
    std::vector<int> cellPackets(int row, int column) const;
    /// The way the cell's first packet goes, read from the schedule (core::packetRouteTo): to
    /// its destination `column` (transposition), to node `row` (holdings); empty when it has none.
    std::vector<core::PacketHop> cellRoute(int row, int column) const;
    /// That way as a sentence in the drawing's notation, with where the packet is at the moment
    /// on show: "{00000,00111}: 00000 → 00001 (round 1) → 00011 (round 2) → 00111 (round 3); now at 00001".
    QString cellRouteText(int row, int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void recompute();
    void computeTransposition(const core::BufferState &base);
    void computeHoldings(const core::BufferState &base);
    void computeContributions(const core::BufferState &base);
    void setCell(int row, int column, CellState state);

    std::shared_ptr<const core::RunResult> mResult;
    Mode mMode = Mode::Transposition;
    int mSize = 0;
    int mStep = 0;
    double mProgress = 1.0;
    core::BufferState mBefore;
    core::BufferState mAfter;
    core::Frame mFrame;
    std::vector<std::uint8_t> mStates;
    int mCounts[kStateCount] = {};
    /// Transposition: the holder of every packet in the base state (-1: none), and which base
    /// it was read from (0 before, 1 after, -1 not read).
    std::vector<int> mHolder;
    int mHolderBase = -1;
    /// Holdings: how many packets (pieces) each origin has.
    std::vector<int> mPiecesOf;
    /// cellRoute()'s last cell (x = row, y = column), its packets and its route.
    mutable QPoint mRouteCell{-1, -1};
    mutable std::vector<int> mRouteIds;
    mutable std::vector<core::PacketHop> mRoute;
};

} // namespace collviz::views
