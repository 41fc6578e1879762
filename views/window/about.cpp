// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/window/about.h"

#include "core/algorithms/sources.h"

#include <QApplication>
#include <QMessageBox>
#include <QWidget>
#include <QtGlobal>

#include <Eigen/Core>
#include <gif_lib.h>

namespace collviz::views {

QString About::version()
{
    const QString set = QCoreApplication::applicationVersion();
    return set.isEmpty() ? QStringLiteral(COLLVIZ_VERSION) : set;
}

QStringList About::libraries()
{
    // Qt is asked at run time (the library loaded may be newer than the headers); Eigen and
    // giflib give only the version of their headers.
    QString qt = QStringLiteral("Qt %1 (Widgets, Charts, SVG)").arg(QLatin1String(qVersion()));
    if (QLatin1String(qVersion()) != QLatin1String(QT_VERSION_STR))
        qt += QLatin1Char(' ') + tr("built with %1").arg(QLatin1String(QT_VERSION_STR));
    return {qt,
            QStringLiteral("Eigen %1.%2.%3").arg(EIGEN_WORLD_VERSION).arg(EIGEN_MAJOR_VERSION).arg(EIGEN_MINOR_VERSION),
            QStringLiteral("giflib %1.%2.%3").arg(GIFLIB_MAJOR).arg(GIFLIB_MINOR).arg(GIFLIB_RELEASE)};
}

QString About::text()
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("CollViz %1").arg(version().toHtmlEscaped()));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Collective communication on interconnection networks, step by step: the engine runs each "
                        "algorithm round by round, checks its schedule and times it beside the source's formula."));
    // The SPDX name stays as it is in every language: it is what the sources' headers say.
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Licence: %1. CollViz is free software: you may redistribute it and modify it under the "
                        "terms of the GNU General Public License, version 3 or (at your option) any later "
                        "version. It comes with ABSOLUTELY NO WARRANTY; the LICENSE file that comes with it has "
                        "the terms.")
                         .arg(QStringLiteral("GPL-3.0-or-later")));
    html += QStringLiteral("<p>%1</p><ul>")
                .arg(tr("The algorithms, their formulas and their tables come from five source documents:"));
    for (const core::algorithms::Seed seed : core::algorithms::kSeeds)
        html += QStringLiteral("<li>%1 <small>(%2)</small></li>")
                    .arg(core::algorithms::seedCitation(seed).toHtmlEscaped(),
                         core::algorithms::seedFile(seed).toHtmlEscaped());
    html += QStringLiteral("</ul><p>%1</p><ul>")
                .arg(tr("and, for the algorithms for any number of processors and today's networks, from these "
                        "papers:"));
    for (const core::algorithms::Paper paper : core::algorithms::kPapers)
        html += QStringLiteral("<li>%1</li>").arg(core::algorithms::paperCitation(paper).toHtmlEscaped());
    // A library's name and its version stay on one line.
    QStringList libraries;
    for (const QString &library : About::libraries()) {
        QString name = library.toHtmlEscaped();
        if (const qsizetype space = name.indexOf(QLatin1Char(' ')); space > 0)
            name.replace(space, 1, QStringLiteral("&nbsp;"));
        libraries << name;
    }
    html += QStringLiteral("</ul><p>%1</p>").arg(tr("Built with: %1.").arg(libraries.join(QStringLiteral(", "))));
    return html;
}

QMessageBox *About::open(QWidget *parent)
{
    auto *box = new QMessageBox(parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(tr("About CollViz"));
    box->setTextFormat(Qt::RichText);
    box->setText(text());
    const QIcon icon = QApplication::windowIcon();
    if (!icon.isNull())
        box->setIconPixmap(icon.pixmap(64, 64));
    box->setStandardButtons(QMessageBox::Close);
    box->open();
    return box;
}

} // namespace collviz::views
