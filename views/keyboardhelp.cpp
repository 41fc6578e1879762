// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/keyboardhelp.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace collviz::views {

namespace {

QString plain(QString text)
{
    // "&Fit network" -> "Fit network"; "&&" is a literal ampersand.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &k : action->shortcuts())
        if (!k.isEmpty())
            keys << k.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

void collect(const QString &where, const QList<QAction *> &actions, QSet<const QAction *> *seen,
             QVector<KeyboardEntry> *out)
{
    for (QAction *a : actions) {
        if (a->isSeparator() || seen->contains(a))
            continue;
        if (QMenu *sub = a->menu()) {
            seen->insert(a);
            collect(where + QStringLiteral(" › ") + plain(a->text()), sub->actions(), seen, out);
            continue;
        }
        const QString keys = keysOf(a);
        if (keys.isEmpty())
            continue;
        seen->insert(a);
        out->push_back({where, plain(a->text()), keys});
    }
}

} // namespace

QVector<KeyboardEntry> KeyboardHelp::entries(const QMainWindow *window)
{
    QVector<KeyboardEntry> out;
    QSet<const QAction *> seen;
    if (QMenuBar *bar = window->menuBar())
        for (QAction *top : bar->actions())
            if (QMenu *menu = top->menu())
                collect(plain(top->text()), menu->actions(), &seen, &out);
    for (QToolBar *toolBar : window->findChildren<QToolBar *>())
        collect(toolBar->windowTitle(), toolBar->actions(), &seen, &out);
    collect(tr("Window"), window->actions(), &seen, &out);
    return out;
}

KeyboardHelp::KeyboardHelp(QMainWindow *window) : QDialog(window)
{
    setWindowTitle(tr("Keyboard"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Every action with its keys. The stepping keys work wherever the focus is, except "
                                "while a number or text is being typed; Alt with a menu's underlined letter opens "
                                "the menu, and the arrows reach every entry."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    const QVector<KeyboardEntry> rows = entries(window);
    mTable = new QTableWidget(int(rows.size()), 3, this);
    mTable->setHorizontalHeaderLabels({tr("Keys"), tr("Action"), tr("Menu")});
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->verticalHeader()->hide();
    mTable->setAccessibleName(tr("Keyboard shortcuts"));
    for (int i = 0; i < rows.size(); ++i) {
        mTable->setItem(i, 0, new QTableWidgetItem(rows[i].keys));
        mTable->setItem(i, 1, new QTableWidgetItem(rows[i].action));
        mTable->setItem(i, 2, new QTableWidgetItem(rows[i].where));
    }
    mTable->resizeColumnsToContents();
    mTable->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(mTable, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 560);
}

} // namespace collviz::views
