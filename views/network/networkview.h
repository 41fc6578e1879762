#pragma once

#include "core/engine.h"

#include <QGraphicsView>

#include <memory>

namespace collviz::views {

/**
 * The central drawing of the network: nodes, links (both directions of a full-duplex link
 * drawn apart), packets travelling along their paths during a round, channels coloured by
 * their load, node buffers. It only displays a core::RunResult; it computes nothing.
 *
 * Round convention (shared with the Session): round 0 is the initial state; round k >= 1
 * shows round k of the schedule: its packets travel from `before` (state after round k-1)
 * as progress goes 0 -> 1, its channels are coloured by round k's loads, and at progress 1
 * the nodes show `after` (state after round k).
 */
class NetworkView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit NetworkView(QWidget *parent = nullptr);
    ~NetworkView() override;

    /// Shows a new result (null clears the view). Rebuilds the layout when the topology changed.
    void setResult(std::shared_ptr<const core::RunResult> result);
    /// Jumps to a round with the buffer states before and after it.
    void setRound(int round, const core::BufferState &before, const core::BufferState &after);
    /// In-round animation progress in [0, 1]; driven by the one animation clock of the app.
    void setProgress(double progress);
    double progress() const;
    int round() const;

    void setSelectedNode(int node);
    void fitToWindow();

signals:
    void nodeClicked(int node);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace collviz::views
