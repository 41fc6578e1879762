// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"

#include <QAbstractTableModel>
#include <QVector>

#include <memory>
#include <vector>

class QItemSelection;

namespace collviz::views {

/**
 * The schedule as a lecturer writes it on the board: one row per round, one column per
 * processor, each cell the transfers of that node in that round, one line each: the
 * partner (→ to, ← from), the way it goes (hypercube dimensions "d2", mesh and torus
 * directions "+x", "−y", ring "+" / "−", tree "↑" / "↓", with the hop count when more than
 * one), the packets as the drawing writes them (notation::packetName: {i,j} for personalised
 * packets in the network's node names, the origin for broadcast data, Σ and the contributors
 * for partial sums) and the message's start and
 * finish in the round from the engine's Timeline. Contention (a channel of the transfer
 * carries more than one message, from the simulator's channel loads) and the simulator's
 * violations and port overloads are marked in the cell; nothing here is recomputed.
 *
 * Which transfers a cell lists follows the direction filter: those the node sends (each
 * transfer appears once, at its sender: the default), those it receives, or both.
 *
 * Roles from Qt::UserRole give the raw values behind a cell; the round on show is
 * highlighted (moving it emits dataChanged for the two rows concerned only).
 */
class ScheduleTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Direction { Sends, Receives, Both };
    enum Role {
        TransfersRole = Qt::UserRole, ///< QList<int>: the cell's transfers (indices into the round's)
        PartnersRole,                 ///< QList<int>: their partners (destination or source)
        StartRole,                    ///< double: the earliest start of the cell's messages
        FinishRole,                   ///< double: the latest finish
        ContentionRole,               ///< int: the highest channel load on the cell's transfers' paths
        ViolationRole,                ///< QStringList: the simulator's sentences for this cell
        PacketsRole,                  ///< QStringList: the packets of each transfer, as in the cell
    };

    /// One transfer as a cell shows it.
    struct Entry
    {
        int transfer = -1;
        bool sends = true; ///< the node sends it (else it receives it)
        int partner = -1;
        QString via;       ///< "d2", "+x×2", ...
        QStringList packets;
        double start = 0.0;
        double finish = 0.0;
        int maxLoad = 0;   ///< highest load on its channels (> 1: contention)
        QStringList violations;
    };

    explicit ScheduleTableModel(QObject *parent = nullptr);

    void setResult(std::shared_ptr<const core::RunResult> result);
    /// The round on show in the Session's convention (k >= 1 is row k - 1; 0 highlights nothing).
    void setCurrentStep(int step);
    int currentStep() const { return mCurrentStep; }
    void setDirection(Direction direction);
    Direction direction() const { return mDirection; }
    /// The Session's cross-view highlight: these transfers of round `step` are drawn bold.
    void setHighlightedTransfers(int step, const QVector<int> &transfers);

    /// The transfers of processor `node` in schedule round `round` (0-based), as the cell shows them.
    std::vector<Entry> entries(int round, int node) const;
    /// One line of a cell: "→ 5 d2 t 0–3 ⚠2 {1,5} {3,7}" (a long packet list is cut to its
    /// first few and the count unless `allPackets`).
    QString entryText(const Entry &entry, bool allPackets = false) const;
    /// The cells of `selection` (or the whole table when it is empty) as tab-separated text
    /// with the round and processor headers; the lines of a cell are joined by "; ".
    QString toText(const QItemSelection &selection) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString cellText(int round, int node) const;
    /// entryText() with at most `maxPackets` packets before "… (n packets)".
    QString entryLine(const Entry &entry, int maxPackets) const;
    QString viaText(core::IntSpan path) const;
    int loadOn(int round, int arc) const;

    /// One round's transfers by processor (compressed rows: node v's are list[start[v], start[v+1])).
    struct RoundIndex
    {
        std::vector<int> sendStart, sends, receiveStart, receives;
    };
    const RoundIndex &roundIndex(int round) const;

    std::shared_ptr<const core::RunResult> mResult;
    /// Built when a round is first shown: a table of a large network is mostly scrolled past.
    mutable std::vector<std::unique_ptr<RoundIndex>> mIndex;
    Direction mDirection = Direction::Sends;
    int mCurrentStep = 0;
    int mHighlightStep = 0;
    QVector<int> mHighlighted;
};

} // namespace collviz::views
