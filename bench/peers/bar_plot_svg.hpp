#pragma once
/// @file
/// The peer benchmark's plot, written by hand as SVG: one panel per
/// workload, one horizontal bar per method and precision, ns/pair on a
/// logarithmic axis shared by every panel, coloured by method family.

#include "peer_result.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace obb2d::bench::peers {

/// The bar colour of a method family.
inline const char* family_colour(MethodFamily family) {
  switch (family) {
    case MethodFamily::obb2d: return "#1f5fa8";
    case MethodFamily::baseline: return "#8c8c8c";
    case MethodFamily::seed_port: return "#d9822b";
    case MethodFamily::peer: return "#3a9a5b";
  }
  return "#000000";
}

/// Text with &, < and > escaped for SVG.
inline std::string escape_for_svg(const std::string& text) {
  std::string escaped;
  for (const char c : text) {
    if (c == '&') escaped += "&amp;";
    else if (c == '<') escaped += "&lt;";
    else if (c == '>') escaped += "&gt;";
    else escaped += c;
  }
  return escaped;
}

/// The plot of `results` (in table order) as an SVG document.
inline std::string make_bar_plot_svg(const std::vector<PeerResult>& results, const std::vector<std::string>& workloads) {
  constexpr double label_width = 300, plot_width = 560, right_margin = 70, bar_height = 11, row_height = 15;
  constexpr double panel_title_height = 26, top = 48, axis_height = 30;
  double smallest = 1e300, largest = 0;
  for (const PeerResult& row : results) {
    smallest = std::min(smallest, row.nanoseconds_per_pair);
    largest = std::max(largest, row.nanoseconds_per_pair);
  }
  if (results.empty()) smallest = 1, largest = 10;
  const int first_decade = static_cast<int>(std::floor(std::log10(smallest)));
  const int last_decade = std::max(first_decade + 1, static_cast<int>(std::ceil(std::log10(largest))));
  const auto x_of = [&](double nanoseconds) {
    return label_width + plot_width * (std::log10(nanoseconds) - first_decade) / (last_decade - first_decade);
  };
  double height = top + axis_height;
  for (const std::string& workload : workloads) {
    height += panel_title_height;
    for (const PeerResult& row : results) height += row.workload == workload ? row_height : 0;
  }
  char buffer[512];
  std::string svg;
  std::snprintf(buffer, sizeof buffer,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
                "font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
                "<text x=\"10\" y=\"20\" font-size=\"14\" font-weight=\"bold\">CPU ns per box pair (log scale; "
                "shorter is faster)</text>\n",
                label_width + plot_width + right_margin, height);
  svg += buffer;
  const std::pair<MethodFamily, const char*> legend[] = {{MethodFamily::obb2d, "obb2d"},
                                                         {MethodFamily::baseline, "naive float SAT"},
                                                         {MethodFamily::seed_port, "seed ports"},
                                                         {MethodFamily::peer, "peer libraries"}};
  double legend_x = 10;
  for (const auto& [family, text] : legend) {
    std::snprintf(buffer, sizeof buffer,
                  "<rect x=\"%.0f\" y=\"28\" width=\"11\" height=\"11\" fill=\"%s\"/>"
                  "<text x=\"%.0f\" y=\"38\">%s</text>\n",
                  legend_x, family_colour(family), legend_x + 15, text);
    svg += buffer;
    legend_x += 120;
  }
  const double plot_bottom = height - axis_height;
  for (int decade = first_decade; decade <= last_decade; ++decade) {
    const double x = x_of(std::pow(10.0, decade));
    std::snprintf(buffer, sizeof buffer,
                  "<line x1=\"%.1f\" y1=\"%.0f\" x2=\"%.1f\" y2=\"%.0f\" stroke=\"#dddddd\"/>\n"
                  "<text x=\"%.1f\" y=\"%.0f\" text-anchor=\"middle\">%g ns</text>\n",
                  x, top, x, plot_bottom, x, plot_bottom + 16, std::pow(10.0, decade));
    svg += buffer;
  }
  double y = top;
  for (const std::string& workload : workloads) {
    std::snprintf(buffer, sizeof buffer, "<text x=\"10\" y=\"%.0f\" font-size=\"13\" font-weight=\"bold\">%s</text>\n",
                  y + 18, escape_for_svg(workload).c_str());
    svg += buffer;
    y += panel_title_height;
    for (const PeerResult& row : results) {
      if (row.workload != workload) continue;
      const double end = x_of(row.nanoseconds_per_pair);
      std::snprintf(buffer, sizeof buffer,
                    "<text x=\"%.0f\" y=\"%.1f\" text-anchor=\"end\">%s (%s)</text>\n"
                    "<rect x=\"%.0f\" y=\"%.1f\" width=\"%.1f\" height=\"%.0f\" fill=\"%s\"/>\n"
                    "<text x=\"%.1f\" y=\"%.1f\">%s</text>\n",
                    label_width - 6, y + bar_height - 1, escape_for_svg(row.method).c_str(), row.precision.c_str(),
                    label_width, y, std::max(1.0, end - label_width), bar_height, family_colour(row.family),
                    std::max(end, label_width) + 4, y + bar_height - 1,
                    format_nanoseconds(row.nanoseconds_per_pair).c_str());
      svg += buffer;
      y += row_height;
    }
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace obb2d::bench::peers
