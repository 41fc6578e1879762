// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/window/exportdialogs.h"

#include "core/userfiles.h"

#include "views/export/animation.h"
#include "views/export/figure.h"
#include "views/export/formats/exportformat.h"
#include "views/export/networkfigure.h"
#include "views/export/panelfigures.h"
#include "views/panels/costchartpanel.h"
#include "views/panels/datamatrixpanel.h"
#include "views/panels/hamiltonianpanel.h"
#include "views/panels/tadtpanel.h"
#include "views/export/tables.h"
#include "views/export/tikz.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSpinBox>

namespace collviz::views {

namespace {

bool noResult(QWidget *parent, const ExportDialogs::Shown &shown, const QString &title)
{
    if (shown.result && shown.result->ok)
        return false;
    QMessageBox::information(parent, title, ExportDialogs::tr("There is no result to export yet."));
    return true;
}

/// The folder the last export went to (this session), where the next file dialog opens.
QString &exportFolder()
{
    static QString folder;
    return folder;
}

/// The file to write in one of `formats` (ExportFormats: their filters, in their order),
/// offering `suggested` (suggestedFileName) with the first format's suffix, in the folder of the
/// last export; the suffix of the chosen filter is added when the name has none.
QString askFile(QWidget *parent, const QString &title, const std::vector<const ExportFormat *> &formats,
                const QString &suggested)
{
    QStringList filters;
    for (const ExportFormat *f : formats)
        filters << f->filter();
    QString selected = filters.value(0);
    const QString folder = exportFolder().isEmpty() ? QDir::currentPath() : exportFolder();
    const QString offered = QDir(folder).filePath(suggested + QLatin1Char('.') + formats.front()->suffixes().value(0));
    QString path = QFileDialog::getSaveFileName(parent, title, offered, filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty()) {
        const qsizetype i = filters.indexOf(selected);
        path += QLatin1Char('.') + formats[std::size_t(i >= 0 ? i : 0)]->suffixes().value(0);
    }
    exportFolder() = QFileInfo(path).absolutePath();
    return path;
}

/// "round3", or "rounds2-5" for a range: what a file of those rounds is called.
QString roundsDetail(int first, int last)
{
    return first == last ? QStringLiteral("round%1").arg(first) : QStringLiteral("rounds%1-%2").arg(first).arg(last);
}

/// The figure options every picture and animation dialog offers.
struct FigureControls
{
    QSpinBox *width = nullptr;
    QSpinBox *height = nullptr;
    QSpinBox *dpi = nullptr;
    QCheckBox *title = nullptr;
    QCheckBox *legend = nullptr;
    QCheckBox *packets = nullptr;
    QCheckBox *mono = nullptr;

    void add(QFormLayout *form, bool withDpi)
    {
        width = new QSpinBox;
        width->setRange(64, 8192);
        width->setValue(kSlideSize.width()); // a 16:9 slide unless asked otherwise
        width->setSuffix(ExportDialogs::tr(" px"));
        height = new QSpinBox;
        height->setRange(64, 8192);
        height->setValue(kSlideSize.height());
        height->setSuffix(ExportDialogs::tr(" px"));
        form->addRow(ExportDialogs::tr("Width:"), width);
        form->addRow(ExportDialogs::tr("Height:"), height);
        if (withDpi) {
            dpi = new QSpinBox;
            dpi->setRange(24, 1200);
            dpi->setValue(96);
            dpi->setToolTip(ExportDialogs::tr("PNG only: 96 is screen size, 300 print quality (the pixels grow with it)"));
            form->addRow(ExportDialogs::tr("Resolution (PNG):"), dpi);
        }
        title = new QCheckBox(ExportDialogs::tr("Title and caption (algorithm, network, model, round)"));
        title->setChecked(true);
        legend = new QCheckBox(ExportDialogs::tr("Legend"));
        legend->setChecked(true);
        packets = new QCheckBox(ExportDialogs::tr("Messages in flight"));
        packets->setChecked(true);
        mono = new QCheckBox(ExportDialogs::tr("Black and white for handouts (line styles instead of colours)"));
        form->addRow(title);
        form->addRow(legend);
        form->addRow(packets);
        form->addRow(mono);
    }
    NetworkFigureOptions options(bool floors) const
    {
        NetworkFigureOptions o;
        o.title = title->isChecked();
        o.legend = legend->isChecked();
        o.packets = packets->isChecked();
        o.monochrome = mono->isChecked();
        o.floors = floors ? 1 : 0;
        return o;
    }
    FigureFileOptions file() const { return {QSize(width->value(), height->value()), dpi ? double(dpi->value()) : 96.0}; }
};

bool runDialog(QDialog &dialog, QFormLayout *form)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    return dialog.exec() == QDialog::Accepted;
}

void failed(QWidget *parent, const QString &title, const QString &error)
{
    QMessageBox::warning(parent, title, error);
}

/// Runs `write`, an export that may take more than a second, with a progress dialog that has
/// Cancel and shows once the export looks like it will take longer than half a second. A
/// failure is one sentence in a message box; a cancelled export says nothing: the file there
/// before is as it was (core/userfiles.h). True when the file was written.
bool writeWithProgress(QWidget *parent, const QString &title, const QString &path,
                       const std::function<bool(const ExportProgress &, QString *)> &write)
{
    QProgressDialog progress(ExportDialogs::tr("Writing %1…").arg(QFileInfo(path).fileName()),
                             ExportDialogs::tr("Cancel"), 0, 1, parent);
    progress.setWindowTitle(title);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    // The encoder reports "all frames done" while it works: the dialog must not reset (and
    // forget a Cancel) at its maximum.
    progress.setAutoReset(false);
    progress.setAutoClose(false);
    progress.setValue(0);
    const ExportProgress tick = [&progress](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
        QApplication::processEvents();
        return !progress.wasCanceled();
    };
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool ok = write(tick, &error);
    QApplication::restoreOverrideCursor();
    const bool cancelled = progress.wasCanceled();
    progress.reset();
    if (!ok && !cancelled)
        failed(parent, title, error);
    return ok;
}

bool writeText(QWidget *parent, const QString &title, const QString &path, const QString &text)
{
    QString error;
    if (core::userfiles::write(path, text.toUtf8(), &error))
        return true;
    failed(parent, title, error);
    return false;
}

} // namespace

void ExportDialogs::savePicture(QWidget *parent, const Shown &shown)
{
    const QString title = tr("Save picture");
    if (noResult(parent, shown, title))
        return;
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto *form = new QFormLayout(&dialog);
    FigureControls controls;
    controls.add(form, true);
    if (!runDialog(dialog, form))
        return;
    const QString path = askFile(parent, title, ExportFormats::instance().pictures(),
                                 suggestedFileName(*shown.result, roundsDetail(shown.round, shown.round)));
    if (path.isEmpty())
        return;
    NetworkFigure figure(shown.result, controls.options(shown.floors));
    figure.setViewState(shown.view);
    figure.setMoment(shown.round, shown.progress);
    writeWithProgress(parent, title, path, [&](const ExportProgress &progress, QString *error) {
        return writeFigure(figure, path, controls.file(), error, progress);
    });
}

void ExportDialogs::exportAnimation(QWidget *parent, const Shown &shown)
{
    const QString title = tr("Export animation");
    if (noResult(parent, shown, title))
        return;
    const int rounds = int(shown.result->schedule->rounds.size());
    if (rounds < 1) {
        QMessageBox::information(parent, title, tr("The run has no rounds to animate."));
        return;
    }
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto *form = new QFormLayout(&dialog);
    auto *first = new QSpinBox;
    first->setRange(1, rounds);
    first->setValue(1);
    auto *last = new QSpinBox;
    last->setRange(1, rounds);
    last->setValue(rounds);
    auto *frames = new QSpinBox;
    frames->setRange(1, 240);
    frames->setValue(AnimationOptions().framesPerRound);
    auto *seconds = new QDoubleSpinBox;
    seconds->setRange(0.05, 600);
    seconds->setDecimals(2);
    seconds->setValue(AnimationOptions().secondsPerRound);
    seconds->setSuffix(tr(" s"));
    form->addRow(tr("From round:"), first);
    form->addRow(tr("To round:"), last);
    form->addRow(tr("Frames per round:"), frames);
    form->addRow(tr("Time per round:"), seconds);
    FigureControls controls;
    controls.add(form, false);
    if (!runDialog(dialog, form))
        return;
    const QString path = askFile(parent, title, ExportFormats::instance().animations(),
                                 suggestedFileName(*shown.result, roundsDetail(std::min(first->value(), last->value()),
                                                                               std::max(first->value(), last->value()))));
    if (path.isEmpty())
        return;
    AnimationOptions options;
    options.firstRound = std::min(first->value(), last->value());
    options.lastRound = std::max(first->value(), last->value());
    options.framesPerRound = frames->value();
    options.secondsPerRound = seconds->value();
    options.file = controls.file();
    NetworkFigure figure(shown.result, controls.options(shown.floors));
    writeWithProgress(parent, title, path, [&](const ExportProgress &progress, QString *error) {
        return writeAnimation(figure, path, options, progress, error);
    });
}

void ExportDialogs::exportLatex(QWidget *parent, const Shown &shown)
{
    const QString title = tr("Export LaTeX");
    if (noResult(parent, shown, title))
        return;
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto *form = new QFormLayout(&dialog);
    auto *kind = new QComboBox;
    kind->addItem(tr("TikZ figure of round %1 (standalone)").arg(shown.round));
    kind->addItem(tr("Beamer frame, one overlay per round"));
    auto *mono = new QCheckBox(tr("Black and white for handouts"));
    form->addRow(tr("What:"), kind);
    form->addRow(mono);
    if (!runDialog(dialog, form))
        return;
    // The round on show as a picture (TikZ), or all rounds as pages (Beamer).
    const ExportFormat::Kind what = kind->currentIndex() == 0 ? ExportFormat::Picture : ExportFormat::Pages;
    const ExportFormat *format = ExportFormats::instance().select(what | ExportFormat::Text, ExportFormat::Table).front();
    const QString path = askFile(parent, title, {format},
                                 suggestedFileName(*shown.result, what == ExportFormat::Picture
                                                                      ? roundsDetail(shown.round, shown.round)
                                                                      : QStringLiteral("slides")));
    if (path.isEmpty())
        return;
    tikz::Options options;
    options.monochrome = mono->isChecked();
    options.view = shown.view; // the window's floors and turn
    options.pictureOnly = tikz::isPictureOnlyFile(path);
    writeText(parent, title, path, format->networkText(*shown.result, shown.round, options));
}

void ExportDialogs::exportTable(QWidget *parent, const Shown &shown)
{
    const QString title = tr("Export table");
    if (noResult(parent, shown, title))
        return;
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto *form = new QFormLayout(&dialog);
    auto *which = new QComboBox;
    which->addItem(tr("Per-round results"));
    if (shown.result->algorithm && shown.result->algorithm->hasScheduleTable())
        which->addItem(tr("The source's schedule table"));
    form->addRow(tr("Table:"), which);
    if (!runDialog(dialog, form))
        return;
    QString error;
    std::optional<tables::Table> table =
        which->currentIndex() == 0 ? tables::roundsTable(*shown.result) : tables::scheduleTable(*shown.result, &error);
    if (!table) {
        failed(parent, title, error);
        return;
    }
    saveTable(parent, title, *table,
              suggestedFileName(*shown.result, which->currentIndex() == 0 ? QStringLiteral("rounds")
                                                                          : QStringLiteral("schedule-table")));
}

void ExportDialogs::saveTable(QWidget *parent, const QString &title, const tables::Table &table,
                              const QString &suggested)
{
    const std::vector<const ExportFormat *> formats = ExportFormats::instance().tables();
    const QString path = askFile(parent, title, formats, suggested);
    if (path.isEmpty())
        return;
    const ExportFormat *format = ExportFormats::forFile(formats, path);
    if (!format) {
        failed(parent, title, tr("Cannot write %1: .%2 is not a table format; accepted: %3")
                                  .arg(QDir::toNativeSeparators(path), QFileInfo(path).suffix().toLower(),
                                       ExportFormats::accepted(formats)));
        return;
    }
    writeText(parent, title, path, format->tableText(table));
}

namespace {

/// The figure of panel `what` as it is on show: its state value and its data, painted by its
/// renderer (the print style when `mono`); `drawn` gets the size of its drawing on screen.
/// Null when the panel is not shown.
std::unique_ptr<PanelFigure> shownPanelFigure(QWidget *window, const QString &what, const ExportDialogs::Shown &shown,
                                              bool mono, QSize *drawn)
{
    if (what == QLatin1String("chart")) {
        auto *chart = window->findChild<CostChartPanel *>();
        if (!chart || !chart->isVisible())
            return nullptr;
        CostChartState state = chart->state();
        state.monochrome = state.monochrome || mono;
        *drawn = chart->tabs()->currentWidget()->size();
        return PanelFigure::costChart(
            *shown.result,
            {chart->sizeResult(), chart->familyResult(), chart->documentKey(), chart->breakdownResult()}, state);
    }
    if (what == QLatin1String("tadt")) {
        auto *tadt = window->findChild<TadtPanel *>();
        if (!tadt || !tadt->isVisible())
            return nullptr;
        TadtState state = tadt->state();
        state.monochrome = state.monochrome || mono;
        *drawn = tadt->canvas()->size();
        return PanelFigure::tadt(*shown.result, tadt->data(), state);
    }
    if (what == QLatin1String("hamiltonian")) {
        auto *cycles = window->findChild<HamiltonianPanel *>();
        if (!cycles || !cycles->isVisible())
            return nullptr;
        HamiltonianState state = cycles->state();
        state.monochrome = state.monochrome || mono;
        *drawn = cycles->canvas()->size();
        return PanelFigure::hamiltonian(*shown.result, cycles->data(), state, cycles->round());
    }
    auto *matrix = window->findChild<DataMatrixPanel *>();
    if (!matrix || !matrix->isVisible())
        return nullptr;
    MatrixState state = matrix->state();
    state.monochrome = state.monochrome || mono;
    *drawn = matrix->canvas()->size();
    return PanelFigure::dataMatrix(*shown.result, matrix->picture(), state, shown.round);
}

} // namespace

void ExportDialogs::savePanelPicture(QWidget *parent, const QString &what, const Shown &shown)
{
    const QString title = what == QLatin1String("chart") ? tr("Save cost chart")
                          : what == QLatin1String("tadt") ? tr("Save TADT levels")
                          : what == QLatin1String("hamiltonian") ? tr("Save Hamiltonian cycles")
                                                          : tr("Save data matrix");
    if (noResult(parent, shown, title))
        return;
    QSize shownSize;
    if (!shownPanelFigure(parent->window(), what, shown, false, &shownSize)) {
        QMessageBox::information(parent, title, tr("Show the panel first (View menu): the picture is what it draws."));
        return;
    }
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto *form = new QFormLayout(&dialog);
    FigureControls controls;
    controls.add(form, true);
    controls.legend->hide();
    controls.packets->hide();
    controls.title->setText(tr("Title and caption (what it shows, the costs, the checks)"));
    if (!runDialog(dialog, form))
        return;
    const QString detail = what == QLatin1String("chart") ? QStringLiteral("cost-chart")
                           : what == QLatin1String("tadt") ? QStringLiteral("tadt")
                                                           : QStringLiteral("data-matrix-round%1").arg(shown.round);
    const QString path = askFile(parent, title, ExportFormats::instance().pictures(),
                                 suggestedFileName(*shown.result, detail));
    if (path.isEmpty())
        return;
    // The panel as it is now (the dialogs let it change), in the print style if asked.
    const std::unique_ptr<PanelFigure> figure =
        shownPanelFigure(parent->window(), what, shown, controls.mono->isChecked(), &shownSize);
    if (!figure)
        return;
    figure->setTitled(controls.title->isChecked());
    writeWithProgress(parent, title, path, [&](const ExportProgress &progress, QString *error) {
        return writeFigure(*figure, path, controls.file(), error, progress);
    });
}

void ExportDialogs::saveSweepTable(QWidget *parent, const Shown &shown)
{
    const QString title = tr("Export cost sweep");
    auto *chart = parent->window()->findChild<CostChartPanel *>();
    if (!chart || chart->sizeResult().series.empty()) {
        QMessageBox::information(parent, title, tr("Show the cost chart first (View menu): the table is the sweep it draws."));
        return;
    }
    saveTable(parent, title, tables::sweepTable(chart->sizeResult()),
              shown.result ? suggestedFileName(*shown.result, QStringLiteral("cost-sweep")) : QStringLiteral("cost-sweep"));
}

QMenu *ExportDialogs::panelExportMenu(QWidget *parent, const std::function<Shown()> &shown)
{
    auto *menu = new QMenu(parent);
    menu->setTitle(tr("Export &view"));
    QObject::connect(menu->addAction(tr("&Cost chart (PNG, SVG, PDF)…")), &QAction::triggered, parent,
                     [parent, shown]() { savePanelPicture(parent, QStringLiteral("chart"), shown()); });
    QObject::connect(menu->addAction(tr("Cost &sweep table (CSV, LaTeX, Markdown)…")), &QAction::triggered, parent,
                     [parent, shown]() { saveSweepTable(parent, shown()); });
    QObject::connect(menu->addAction(tr("&TADT levels (PNG, SVG, PDF)…")), &QAction::triggered, parent,
                     [parent, shown]() { savePanelPicture(parent, QStringLiteral("tadt"), shown()); });
    QObject::connect(menu->addAction(tr("&Hamiltonian cycles (PNG, SVG, PDF)…")), &QAction::triggered, parent,
                     [parent, shown]() { savePanelPicture(parent, QStringLiteral("hamiltonian"), shown()); });
    QObject::connect(menu->addAction(tr("&Data matrix (PNG, SVG, PDF)…")), &QAction::triggered, parent,
                     [parent, shown]() { savePanelPicture(parent, QStringLiteral("matrix"), shown()); });
    return menu;
}

} // namespace collviz::views
