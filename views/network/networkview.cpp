#include "views/network/networkview.h"

namespace collviz::views {

struct NetworkView::Private
{
    std::shared_ptr<const core::RunResult> result;
    int round = 0;
    double progress = 1.0;
    int selected = -1;
};

NetworkView::NetworkView(QWidget *parent) : QGraphicsView(parent), d(std::make_unique<Private>())
{
    setScene(new QGraphicsScene(this));
}

NetworkView::~NetworkView() = default;

void NetworkView::setResult(std::shared_ptr<const core::RunResult> result) { d->result = std::move(result); }

void NetworkView::setRound(int round, const core::BufferState &, const core::BufferState &) { d->round = round; }

void NetworkView::setProgress(double progress) { d->progress = progress; }

double NetworkView::progress() const { return d->progress; }

int NetworkView::round() const { return d->round; }

void NetworkView::setSelectedNode(int node) { d->selected = node; }

void NetworkView::fitToWindow() { fitInView(sceneRect(), Qt::KeepAspectRatio); }

} // namespace collviz::views
